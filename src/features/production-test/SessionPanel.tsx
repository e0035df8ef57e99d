import Card from 'react-bootstrap/Card'
import type { SessionCheck } from '@/auth/session'
import { GradeBadge } from '@/components/GradeBadge'
import { formatDateTime } from '@/lib/format'

export interface SessionPanelProps {
  environment: string
  /** The console runs on the simulated backend. */
  mockData: boolean
  session: SessionCheck
}

function minutesText(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'under 1 minute remaining'
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} remaining`
}

/** The configuration and the session token, as docs/product.md#production-readiness-test describes them. */
export function SessionPanel({ environment, mockData, session }: SessionPanelProps) {
  const production = environment === 'production'
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Configuration and session
        </Card.Title>
        <dl className="row mb-0" aria-label="Configuration and session">
          <dt className="col-sm-4 col-lg-3">Environment</dt>
          <dd className="col-sm-8 col-lg-9 d-flex flex-wrap gap-2 align-items-baseline">
            <span data-testid="environment">{environment}</span>
            <GradeBadge
              grade={
                production ? { variant: 'success', word: 'Production' } : { variant: 'warning', word: 'Not production' }
              }
            />
          </dd>

          <dt className="col-sm-4 col-lg-3">Mock data</dt>
          <dd className="col-sm-8 col-lg-9 d-flex flex-wrap gap-2 align-items-baseline">
            <span data-testid="mock-data">{mockData ? 'Yes' : 'No'}</span>
            <span className="small text-body-secondary">
              {mockData ? 'the console answers from its simulated backend' : 'the console calls a real backend'}
            </span>
          </dd>

          <dt className="col-sm-4 col-lg-3">JWT</dt>
          <dd className="col-sm-8 col-lg-9" data-testid="jwt">
            {session.valid ? (
              <GradeBadge grade={{ variant: 'success', word: 'Valid' }} />
            ) : (
              <GradeBadge grade={{ variant: 'danger', word: session.message }} />
            )}
          </dd>

          <dt className="col-sm-4 col-lg-3">Expires</dt>
          <dd className="col-sm-8 col-lg-9" data-testid="jwt-expiry">
            {!session.valid
              ? '-'
              : session.expiresAt
                ? formatDateTime(session.expiresAt.toISOString())
                : 'No expiry in the token'}
          </dd>

          <dt className="col-sm-4 col-lg-3">Session timeout</dt>
          <dd className="col-sm-8 col-lg-9" data-testid="session-timeout">
            {!session.valid ? '-' : session.msRemaining === null ? 'none' : minutesText(session.msRemaining)}
          </dd>

          <dt className="col-sm-4 col-lg-3">Token refresh</dt>
          <dd className="col-sm-8 col-lg-9 mb-0" data-testid="token-refresh">
            {session.shouldRefresh ? (
              <GradeBadge grade={{ variant: 'warning', word: 'Should refresh soon' }} />
            ) : (
              'Not needed yet'
            )}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  )
}
