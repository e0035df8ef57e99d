import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import BsPagination from 'react-bootstrap/Pagination'
import { formatExact } from '@/lib/format'

interface PaginationProps {
  page: number
  pages: number
  total: number
  /** What is counted, plural: '1,500 parking lots'. */
  itemLabel: string
  onPageChange: (page: number) => void
  /**
   * Which of a list's two pagers this is: it names the control ('Pagination, top'), so a
   * screen reader tells the two apart. The top one, above the rows, leaves the total to the
   * bottom one.
   */
  position: 'top' | 'bottom'
  /** What the bottom pager says instead of the total ('Showing 1 to 10 of 2,409 results'). */
  summary?: ReactNode
}

/** The page a person typed ('12', ' 1,234 '), or null when it is not a whole number. */
function typedPage(text: string): number | null {
  const digits = text.trim().replace(/,/g, '')
  return /^\d+$/.test(digits) ? Number(digits) : null
}

/**
 * The pagination control (docs/product.md#pagination): First, Previous, 'Page X of Y', Next
 * and Last, 'Go to page' with a page number, and at the bottom the total; nothing when there
 * is one page or fewer.
 */
export function Pagination({ page, pages, total, itemLabel, onPageChange, position, summary }: PaginationProps) {
  const nav = useRef<HTMLElement>(null)
  const pageBox = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState('')
  const [refused, setRefused] = useState(false)
  /** Whether the focus was on this pager's buttons when one of them asked for another page. */
  const focusWasHere = useRef(false)
  const id = useId()

  // First and Previous stop being buttons on page 1, Next and Last on the last page: when the
  // one pressed goes with the focus on it, the focus moves to this pager's page box rather
  // than to the start of the document.
  useLayoutEffect(() => {
    if (!focusWasHere.current) return
    focusWasHere.current = false
    if (document.activeElement === null || document.activeElement === document.body) pageBox.current?.focus()
  }, [page])

  if (pages <= 1) return null

  const goTo = (next: number) => {
    focusWasHere.current = nav.current?.contains(document.activeElement) ?? false
    onPageChange(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const wanted = typedPage(typed)
    if (wanted === null || wanted < 1 || wanted > pages) {
      setRefused(true)
      return
    }
    setRefused(false)
    setTyped('')
    if (wanted !== page) onPageChange(wanted)
  }

  const messageId = `${id}-message`
  return (
    <nav
      ref={nav}
      aria-label={`Pagination, ${position}`}
      className={`d-flex flex-wrap align-items-center column-gap-3 row-gap-2 ${position === 'top' ? 'mb-2' : 'justify-content-between'}`}
    >
      {position === 'bottom' && (
        <span className="text-body-secondary small">{summary ?? `${formatExact(total)} ${itemLabel}`}</span>
      )}
      {/* The buttons and the page box keep together, beside the total while there is room. */}
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
        <BsPagination className="mb-0 flex-wrap align-items-center gap-2">
          <BsPagination.First disabled={page <= 1} onClick={() => goTo(1)}>
            First
          </BsPagination.First>
          <BsPagination.Prev disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </BsPagination.Prev>
          <li className="small text-nowrap">
            Page {formatExact(page)} of {formatExact(pages)}
          </li>
          <BsPagination.Next disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Next
          </BsPagination.Next>
          <BsPagination.Last disabled={page >= pages} onClick={() => goTo(pages)}>
            Last
          </BsPagination.Last>
        </BsPagination>
        <Form noValidate className="d-flex flex-wrap align-items-center column-gap-2 row-gap-1" onSubmit={submit}>
          <Form.Label htmlFor={`${id}-page`} className="small mb-0 text-nowrap">
            Go to page
          </Form.Label>
          <Form.Control
            ref={pageBox}
            id={`${id}-page`}
            size="sm"
            inputMode="numeric"
            autoComplete="off"
            style={{ width: '5.5rem' }}
            value={typed}
            isInvalid={refused}
            aria-invalid={refused}
            aria-describedby={refused ? messageId : undefined}
            onChange={(event) => {
              setTyped(event.target.value)
              setRefused(false)
            }}
          />
          <Button type="submit" size="sm" variant="outline-primary">
            Go
          </Button>
          {refused && (
            <div id={messageId} role="alert" className="text-danger small w-100">
              Enter a page number from 1 to {formatExact(pages)}.
            </div>
          )}
        </Form>
      </div>
    </nav>
  )
}
