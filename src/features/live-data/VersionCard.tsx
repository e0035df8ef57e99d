import { useEffect, useRef, useState } from 'react'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import { bumpVersion } from '@/api/admin'
import type { VersionInfo, VersionResponse } from '@/api/types'
import { useWriteRefusal } from '@/auth/useRole'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { ReadOnlyNote } from '@/components/ReadOnlyNote'
import { errorText } from '@/components/PagedList'
import { RelativeTime } from '@/components/RelativeTime'
import { useWrite } from '@/components/useWrites'
import { now } from '@/lib/clock'
import { failureText } from './failureText'
import { useDataVersion } from './useLiveData'
import type { ShowMessage } from './useMessageBanner'

/** After a bump the version is asked again 1 s later (docs/product.md#live-data-controls). */
export const VERSION_REVALIDATE_MS = 1_000

function ageText({ days, hours, minutes }: VersionInfo['age']): string {
  return `${days}d ${hours}h ${minutes}m`
}

/**
 * The data version apps download, and the button that makes them download the lots again.
 * A bump reaches every app and cannot be taken back, so it is asked first. A role that may
 * not bump reads the version, with the reason where the button would be (docs/product.md#roles).
 */
export function VersionCard({ showMessage }: { showMessage: ShowMessage }) {
  const { data, error, isLoading, mutate } = useDataVersion()
  const [asking, setAsking] = useState(false)
  const refusal = useWriteRefusal('bumpVersion')
  const revalidateTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A bump answered after the screen has gone changes nothing here: the version is asked for
  // afresh when the screen comes back, and no timer is left behind.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(revalidateTimer.current)
    }
  }, [])

  const bump = useWrite({
    send: () => bumpVersion(),
    onSuccess: ({ data: bumped }) => {
      if (!mounted.current) return
      // Shown at once as just modified; the server's own answer follows 1 s later.
      const shown: VersionResponse = {
        data: {
          version: bumped.newVersion,
          lastModified: new Date(now()).toISOString(),
          age: { days: 0, hours: 0, minutes: 0 },
        },
      }
      void mutate(shown, { revalidate: false })
      clearTimeout(revalidateTimer.current)
      revalidateTimer.current = setTimeout(() => void mutate(), VERSION_REVALIDATE_MS)
      showMessage('success', `Version updated to ${bumped.newVersion}. ${bumped.message}`)
    },
    onError: (failure) =>
      showMessage('danger', `Failed to update version: ${failureText(failure, 'Force version update failed')}`),
  })

  const current = data?.data.version
  let body
  if (data) {
    const { version, lastModified, age } = data.data
    body = (
      <dl className="row mb-0">
        <dt className="col-sm-5 fw-normal text-body-secondary">Current Version</dt>
        <dd className="col-sm-7 fs-4 fw-semibold mb-2" data-testid="current-version">
          {version}
        </dd>
        <dt className="col-sm-5 fw-normal text-body-secondary">Version Type</dt>
        <dd className="col-sm-7">v1</dd>
        <dt className="col-sm-5 fw-normal text-body-secondary">Last Modified</dt>
        <dd className="col-sm-7 mb-0" data-testid="version-last-modified">
          <RelativeTime timestamp={lastModified} /> <span className="text-body-secondary">(age {ageText(age)})</span>
        </dd>
      </dl>
    )
  } else if (error && !isLoading) {
    body = (
      <ErrorBlock message={`Failed to load version information: ${errorText(error)}`} onRetry={() => void mutate()} />
    )
  } else {
    body = <LoadingSpinner label="Loading version..." />
  }

  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby="version-control-title">
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <Card.Title as="h2" id="version-control-title" className="h5 mb-0">
            Version Control
          </Card.Title>
          {!refusal && (
            <Button variant="primary" size="sm" disabled={bump.busy} onClick={() => setAsking(true)}>
              {bump.busy ? 'Updating Version...' : 'Update Version'}
            </Button>
          )}
        </div>
        {refusal && <ReadOnlyNote refusal={refusal} />}
        {body}
      </Card.Body>
      <ConfirmDialog
        show={asking}
        title="Update the data version?"
        confirmLabel={current === undefined ? 'Update version' : `Update to version ${current + 1}`}
        onConfirm={() => {
          setAsking(false)
          void bump.run()
        }}
        onCancel={() => setAsking(false)}
      >
        <p>
          Every app will download the lot data again.
          {current !== undefined && ` Current version ${current} → ${current + 1}`}
        </p>
        <p className="mb-0">A version update cannot be undone: apps that have downloaded the lots keep them.</p>
      </ConfirmDialog>
    </Card>
  )
}
