import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { environment, useMockBackend } from '@/config/env'
import { formatTime } from '@/lib/format'
import { ENDPOINT_CHECKS, verdict } from './checks'
import { EndpointTable } from './EndpointTable'
import { SessionPanel } from './SessionPanel'
import { useProductionTest, type TestRun } from './useProductionTest'

function Summary({ run }: { run: TestRun }) {
  if (run.running) return <>Checking {ENDPOINT_CHECKS.length} endpoints…</>
  const working = ENDPOINT_CHECKS.filter((check) => {
    const result = run.results[check.path]
    return result !== undefined && verdict(check, result).working
  }).length
  const all = working === ENDPOINT_CHECKS.length
  return (
    <Alert variant={all ? 'success' : 'danger'} className="mb-0 d-flex flex-wrap column-gap-3">
      <strong>
        {working} of {ENDPOINT_CHECKS.length} endpoints working
      </strong>
      {/* So that a rerun is visibly a new one. */}
      <span>
        Ran at <time dateTime={new Date(run.startedAt).toISOString()}>{formatTime(run.startedAt)}</time>
      </span>
    </Alert>
  )
}

export default function ProductionTestPage() {
  const { run, start } = useProductionTest()
  const { running } = run
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Production Readiness Test</h1>
        <Button onClick={start} disabled={running}>
          {running ? 'Running tests…' : 'Run Tests'}
        </Button>
      </div>
      <SessionPanel environment={environment} mockData={useMockBackend} session={run.session} />
      <h2 className="h5">Endpoints</h2>
      <p className="small text-body-secondary">
        Each check is one GET with the session's token, one after another so that each is timed on its own; none of them
        changes anything.
      </p>
      <EndpointTable results={run.results} current={run.current} />
      <div role="status" aria-live="polite">
        <Summary run={run} />
      </div>
    </section>
  )
}
