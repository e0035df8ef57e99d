import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import { AnswerShapeError, ApiError } from '@/api/http'
import { isRecord } from '@/api/lotValidation'
import type { FeedbackItem, ParkingLot } from '@/api/types'
import { useWriteRefusal } from '@/auth/useRole'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { ReadOnlyNote } from '@/components/ReadOnlyNote'
import { formatExact } from '@/lib/format'
import { jsonText } from '@/lib/jsonText'
import { FeedbackList } from './FeedbackList'
import { FieldList } from './FieldList'
import { listPathFrom } from './listLink'
import { LocationCard } from './LocationCard'
import { LotModal } from './LotModalLoader'
import { humanizeKey, lotTitle, NOT_AVAILABLE, spacesOr, summarizeFeedback, textOr } from './lotDetails'
import { ParkingTypeBadge } from './ParkingTypeBadge'
import { RecentChanges } from './RecentChanges'
import { SectionCard } from './SectionCard'
import { useParkingLot } from './useParkingLot'

// docs/product.md#parking-lot-detail (/parking-lots/:id): every part of one lot, with
// a fallback text for each field a lot may lack, leave blank or (from a real backend) send
// as something other than text, read by textOr and spacesOr as the list reads them.

function FeedbackSummaryBox({ feedback }: { feedback: readonly FeedbackItem[] }) {
  const { thumbsUp, thumbsDown, total, positivePercentage } = summarizeFeedback(feedback)
  const counts: Array<[string, number, string]> = [
    ['Positive', thumbsUp, 'text-success'],
    ['Negative', thumbsDown, 'text-danger'],
  ]
  return (
    <aside aria-labelledby="lot-feedback-summary" className="border rounded p-3 bg-body-tertiary h-100">
      <h2 id="lot-feedback-summary" className="h6">
        Feedback Summary
      </h2>
      <dl className="d-flex gap-4 mb-0">
        {counts.map(([name, count, colour]) => (
          <div key={name}>
            <dt className="small text-body-secondary fw-normal">{name}</dt>
            <dd className={`fs-4 fw-semibold mb-0 ${colour}`}>{formatExact(count)}</dd>
          </div>
        ))}
      </dl>
      {total > 0 && <p className="mt-2 mb-0 fw-semibold">{positivePercentage}% positive</p>}
    </aside>
  )
}

function LotHeader({
  lot,
  feedback,
  onEdit,
}: {
  lot: ParkingLot
  feedback: readonly FeedbackItem[]
  onEdit: () => void
}) {
  // A viewer reads the lot: the reason stands where Edit would (docs/product.md#roles).
  const refusal = useWriteRefusal('updateParkingLot')
  return (
    <Card className="mb-3">
      <Card.Body>
        <Row className="g-3">
          <Col md={8}>
            <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-1">
              <h1 className="h3 text-break mb-0">{lotTitle(lot)}</h1>
              {refusal ? (
                <ReadOnlyNote refusal={refusal} />
              ) : (
                <Button variant="primary" onClick={onEdit}>
                  Edit
                </Button>
              )}
            </div>
            <p className="text-body-secondary text-break mb-2">{textOr(lot.address, 'Address not available')}</p>
            <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
              <span>
                <span className="text-body-secondary">Spaces:</span> {spacesOr(lot.spaces, NOT_AVAILABLE)}
              </span>
              <span>
                <span className="text-body-secondary">Type:</span> <ParkingTypeBadge type={lot.parking_type} />
              </span>
              <span className="text-break">
                <span className="text-body-secondary">Owner:</span> {textOr(lot.owner, 'Unknown')}
              </span>
            </div>
          </Col>
          <Col md={4}>
            <FeedbackSummaryBox feedback={feedback} />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  )
}

/** Objects (and arrays) as indented JSON, anything else as text; a value without text (null, blank) says so instead of leaving a gap. */
function PropertyValue({ name, value }: { name: string; value: unknown }) {
  if (typeof value === 'object' && value !== null)
    return (
      <pre className="lot-json small mb-0" tabIndex={0} role="group" aria-label={name}>
        {jsonText(value, 2)}
      </pre>
    )
  return textOr(value, '') || <span className="text-body-secondary">(empty)</span>
}

function AdditionalProperties({ properties }: { properties: ParkingLot['additionalProperties'] }) {
  const entries = Object.entries(properties ?? {})
  if (entries.length === 0) return <p className="text-body-secondary mb-0">No additional properties available</p>
  return (
    <FieldList
      fields={entries.map(
        ([key, value]) => [humanizeKey(key), <PropertyValue name={humanizeKey(key)} value={value} />] as const,
      )}
    />
  )
}

function LotDetails({ lot }: { lot: ParkingLot }) {
  // A real backend may send something else than a list, or null among the items: only objects count as feedback.
  const feedback = Array.isArray(lot.feedback) ? lot.feedback.filter(isRecord) : []
  const [editing, setEditing] = useState(false)
  return (
    <>
      <LotHeader lot={lot} feedback={feedback} onEdit={() => setEditing(true)} />
      {/* The list's editor, opened on its form: one editor, one save, one Undo and one question
          before dropping an edit for both screens, rather than a second copy in a page section
          that would have to keep up with it. Its save updates this page's copy (parkingLotKey). */}
      {editing && <LotModal lot={lot} editing onClosed={() => setEditing(false)} />}
      <Row xs={1} lg={2} className="g-3 mb-3">
        <Col>
          <SectionCard id="lot-basic" title="Basic Information">
            <FieldList
              fields={[
                ['Lot ID', textOr(lot.lotId, NOT_AVAILABLE)],
                ['Database ID', textOr(lot._id, NOT_AVAILABLE)],
                ['Type', <ParkingTypeBadge type={lot.parking_type} />],
                ['Owner', textOr(lot.owner, 'Unknown')],
                ['Notes', textOr(lot.notes, 'No notes available')],
                ['Restrictions', textOr(lot.restriction_description, 'No restrictions')],
              ]}
            />
          </SectionCard>
        </Col>
        <Col>
          <SectionCard id="lot-properties" title="Additional Properties">
            <AdditionalProperties properties={lot.additionalProperties} />
          </SectionCard>
        </Col>
      </Row>
      <Row xs={1} lg={2} className="g-3 mb-3">
        <Col lg={5}>
          <LocationCard geometry={lot.geometry} label={`Location of ${lotTitle(lot)}`} />
        </Col>
        <Col lg={7}>
          <FeedbackList feedback={feedback} />
        </Col>
      </Row>
      {/* Only a lot with a lotId has entries: the audit log names lots by it. */}
      {typeof lot.lotId === 'string' && lot.lotId !== '' && (
        <div className="mb-3">
          <RecentChanges lotId={lot.lotId} />
        </div>
      )}
      <SectionCard id="lot-raw" title="Raw JSON">
        <pre className="lot-json small mb-0" tabIndex={0} role="group" aria-label="Raw JSON of the parking lot">
          {jsonText(lot, 2)}
        </pre>
      </SectionCard>
    </>
  )
}

export default function ParkingLotDetailPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const listPath = listPathFrom(useLocation().state)
  const { data: lot, error, isLoading, mutate } = useParkingLot(id)
  // Not found: a 404, a 400, or an answer that is not a lot (null, a list, a text: the
  // answer check refuses it, as it shows every field of a lot whatever it holds). The
  // request has nothing but the id in it, so a 400 (a real backend refusing an id not in
  // its id format before looking it up) says that the id is malformed, and a malformed id
  // names no lot either.
  const notFound =
    (error instanceof ApiError && (error.status === 404 || error.status === 400)) || error instanceof AnswerShapeError

  return (
    <section>
      <Link to={listPath} className="btn btn-outline-secondary btn-sm mb-3">
        <span aria-hidden="true">← </span>Back to Parking Lots
      </Link>
      {/* While a retry is under way only the spinner shows. */}
      {!isLoading &&
        (notFound ? (
          <ErrorBlock message="Parking lot not found" onRetry={() => navigate(listPath)} />
        ) : (
          error && (
            <ErrorBlock
              message={`Error loading parking lot: ${(error as Error).message}`}
              onRetry={() => void mutate()}
            />
          )
        ))}
      {isLoading && <LoadingSpinner label="Loading parking lot..." />}
      {lot && <LotDetails lot={lot} />}
    </section>
  )
}
