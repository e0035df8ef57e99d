import { EventListPage } from './EventList'
import { NAVIGATION_LIST } from './eventLists'

export default function NavigationPage() {
  return (
    <EventListPage
      title="Navigation Analytics"
      intro="Navigations started from the app to a parking spot, newest first."
      config={NAVIGATION_LIST}
    />
  )
}
