import { Link } from 'react-router-dom'
import { Words } from './Words'

// Links every list shares: a user id opens the Activity Feed filtered by that user, a
// parking lot's name opens its detail page, and a lot id alone (where the lot's database
// id is not known, as in live data) opens the Parking Lots list searched by that id. Their
// words stay whole (Words).

export function activityFeedPath(userId: string): string {
  return `/analytics/activity-feed?${new URLSearchParams({ userId })}`
}

export function UserLink({ userId }: { userId: string | null | undefined }) {
  if (!userId) return <span className="text-body-secondary">Unknown user</span>
  return (
    <Link to={activityFeedPath(userId)} className="font-monospace small" title="Show this user's activity">
      <Words text={userId} />
    </Link>
  )
}

/** The lot's name, linked to its detail page when the lot's id is known. */
export function LotLink({ id, name }: { id: string | null | undefined; name: string | null | undefined }) {
  const label = name?.trim() || (id ? 'Unnamed lot' : '-')
  if (!id) return <Words text={label} />
  return (
    <Link to={`/parking-lots/${encodeURIComponent(id)}`}>
      <Words text={label} />
    </Link>
  )
}

function lotSearchPath(lotId: string): string {
  return `/parking-lots?${new URLSearchParams({ search: lotId })}`
}

/** A lot id, linked to the Parking Lots list searched by it: the list shows that lot, with its detail page a click away. */
export function LotIdLink({ lotId }: { lotId: string }) {
  return (
    <Link to={lotSearchPath(lotId)} className="font-monospace small" title="Show this lot in Parking Lots">
      <Words text={lotId} />
    </Link>
  )
}
