import { useRef, useState } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { useHref, useLocation } from 'react-router-dom'
import type { ScenarioControl } from '@/app/ScenarioNotice'

/** The address of this screen, its list state, the scenario and the seed, to copy. */
export function CopyLink({ control }: { control: ScenarioControl }) {
  const href = useHref(useLocation())
  const link = control.link(new URL(href, window.location.origin).href)
  const [copied, setCopied] = useState<{ link: string; message: string } | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied({ link, message: 'Link copied to the clipboard.' })
    } catch {
      // No clipboard (an insecure page, a browser that refuses): the link is in the field, selected for copying by hand.
      setCopied({ link, message: 'The clipboard is not available here: copy the link from the field below.' })
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
        {copied?.link === link ? copied.message : ''}
      </p>
      <Form.Label htmlFor="scenario-link" className="small mb-1">
        Link to this screen with this scenario and seed
      </Form.Label>
      <Form.Control
        ref={field}
        as="textarea"
        id="scenario-link"
        readOnly
        rows={3}
        value={link}
        className="small font-monospace"
      />
    </>
  )
}
