import { EventListPage } from './EventList'
import { LIFECYCLE_LIST } from './eventLists'

export default function LifecyclePage() {
  return (
    <EventListPage
      title="Lifecycle Analytics"
      intro="App launches and first launches, newest first."
      config={LIFECYCLE_LIST}
    />
  )
}
