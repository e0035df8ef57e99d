import { useRef, useState } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { useHref, useLocation } from 'react-router-dom'
import type { ScenarioControl } from '@/app/ScenarioNotice'
import { useRole } from '@/auth/useRole'

/**
 * The address of this screen, its list state, the scenario, the seed, the clock and the role, to copy.
 * A running clock is frozen in the link at the moment of copying, so the link is made again
 * on Copy: the field shows the one copied.
 */
export function CopyLink({ control }: { control: ScenarioControl }) {
  // The link shows what this session sees: a viewer's link opens as a viewer.
  const role = useRole() ?? undefined
  const href = new URL(useHref(useLocation()), window.location.origin).href
  const [copied, setCopied] = useState<{ href: string; role?: string; link: string; message: string } | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const current = copied?.href === href && copied.role === role ? copied : null
  const link = current?.link ?? control.link(href, role)

  async function copy() {
    const fresh = control.link(href, role)
    try {
      await navigator.clipboard.writeText(fresh)
      setCopied({ href, role, link: fresh, message: 'Link copied to the clipboard.' })
    } catch {
      // No clipboard (an insecure page, a browser that refuses): the link is in the field, selected for copying by hand.
      setCopied({
        href,
        role,
        link: fresh,
        message: 'The clipboard is not available here: copy the link from the field below.',
      })
      field.current?.focus()
      field.current?.select()
    }
  }

  return (
    <>
      <Button variant="outline-primary" onClick={() => void copy()}>
        Copy link
      </Button>
      <p role="status" className="small mb-2 mt-2">
        {current?.message ?? ''}
      </p>
      <Form.Label htmlFor="scenario-link" className="small mb-1">
        Link to this screen with this scenario, seed, clock and role
      </Form.Label>
      <Form.Control
        ref={field}
        as="textarea"
        id="scenario-link"
        readOnly
        rows={3}
        value={link}
        aria-describedby="scenario-link-clock"
        className="small font-monospace"
      />
      <Form.Text id="scenario-link-clock" className="small">
        The link freezes the clock at the moment it was copied, so another browser shows the same rows.
      </Form.Text>
    </>
  )
}
