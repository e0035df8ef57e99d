import { Link, useHref, useLocation } from 'react-router-dom'

export default function NotFoundPage() {
  // The address as the browser shows it, the base path included (/console/no-such-page).
  const address = useHref(useLocation().pathname)
  return (
    <section>
      <h1 className="h3 mb-3">Page not found</h1>
      <p className="text-body-secondary text-break">
        There is no page at <code>{address}</code>.
      </p>
      <Link to="/dashboard">Go to the dashboard</Link>
    </section>
  )
}
