import { Link, useLocation } from 'react-router-dom'

export default function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <section>
      <h1 className="h3 mb-3">Page not found</h1>
      <p className="text-body-secondary text-break">
        There is no page at <code>{pathname}</code>.
      </p>
      <Link to="/dashboard">Go to the dashboard</Link>
    </section>
  )
}
