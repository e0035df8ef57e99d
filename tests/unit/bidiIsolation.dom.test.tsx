import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '@/api/types'
import { AuditSentence } from '@/components/AuditWords'
import { CompactFields } from '@/components/DataTable'
import { Words } from '@/components/Words'
import { jsonText } from '@/lib/jsonText'

// Text someone wrote, shown within a sentence (the Audit Log, a lot's Recent changes) or
// among a phone row's fields, which flow as one line, sits in a <bdi> of its own: a right-to-left override (U+202E) in it reverses only itself, never
// the words after it. Raw JSON, in a <pre> or a textarea where no <bdi> can go, shows such
// characters escaped.

const RLO = '\u202e'

const entry: AuditEntry = {
  id: 'a-1',
  at: '2026-11-25T10:00:00Z',
  userId: 'admin-1',
  username: `ad${RLO}min`,
  action: 'lot.save',
  lotId: 'OSL-0042',
  parkingLotId: '64b000000000000000000042',
  lotName: `Bislett ${RLO}gnikrap`,
  changes: [{ field: 'name', from: 'Bislett', to: `${RLO}evil` }],
}

describe('bidirectional isolation', () => {
  it('puts each written value of an audit sentence in a <bdi>, the words after it outside', () => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <AuditSentence entry={entry} />
        </p>
      </MemoryRouter>,
    )
    // Each value is a <bdi> of its own, holding that value and nothing after it.
    const isolated = [...container.querySelectorAll('bdi')].map((element) => element.textContent)
    expect(isolated).toEqual([`ad${RLO}min`, 'name', '“Bislett”', `“${RLO}evil”`, 'OSL-0042', `Bislett ${RLO}gnikrap`])
    expect(container.querySelector('p')).toHaveTextContent(
      `ad${RLO}min changed name “Bislett” → “${RLO}evil” on OSL-0042 (Bislett ${RLO}gnikrap)`,
    )
  })

  it('isolates a right-to-left value, or one with a direction control, in a phone row’s fields', () => {
    const rows = [
      { device: 'iPhone של דנה', user: 'مستخدم_user_0001a', version: `2.4${RLO}.0` },
      { device: 'iPhone 15', user: 'user_0001a', version: '2.4.0' },
    ]
    const columns = (['device', 'user', 'version'] as const).map((field) => ({
      header: field,
      cell: (row: (typeof rows)[number]) => <Words text={row[field]} />,
    }))
    const { container } = render(
      <>
        {rows.map((row) => (
          <CompactFields key={row.user} columns={columns} row={row} />
        ))}
      </>,
    )
    // Each value that sets a direction is a <bdi> of its own, its header outside; plain ones have none.
    const isolated = [...container.querySelectorAll('bdi')].map((element) => element.textContent)
    expect(isolated).toEqual(['iPhone של דנה', 'مستخدم_user_0001a', `2.4${RLO}.0`])
    expect(container.querySelectorAll('dd')[0]!.firstElementChild?.tagName).toBe('BDI')
  })

  it('writes direction controls in raw JSON as escapes: the same JSON value, the character seen', () => {
    const lot = { name: `${RLO}evil`, notes: 'plain \u2067isolate\u2069 \u200f' }
    const text = jsonText(lot, 2)
    expect(text).toBe('{\n  "name": "\\u202eevil",\n  "notes": "plain \\u2067isolate\\u2069 \\u200f"\n}')
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/)
    expect(JSON.parse(text)).toEqual(lot)
    expect(jsonText({ name: 'Bislett' }, 2)).toBe(JSON.stringify({ name: 'Bislett' }, null, 2))
  })
})
