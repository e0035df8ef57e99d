import { EventListPage } from './EventList'
import { SEARCH_LIST } from './eventLists'

export default function SearchPage() {
  return <EventListPage title="Search Analytics" intro="What people searched for, newest first." config={SEARCH_LIST} />
}
