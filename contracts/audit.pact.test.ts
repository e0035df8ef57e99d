import { describe, expect, it } from 'vitest'
import { getAuditLog } from '@/api/audit'
import type { AuditAction, AuditEntry, AuditResponse } from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  createPact,
  errorBody,
  everyMember,
  executeTest,
  isoDateTime,
  listOf,
  oneOf,
  paginationOf,
  signIn,
  text,
  type Paged,
  type Template,
} from './support'

// GET /api/admin/audit (docs/product.md#audit-log): the admin actions a backend recorded,
// newest first, for the Audit Log screen and a lot's 'Recent changes'. An addition to the
// original API: a backend that answers 404 gets a note on those screens instead of an error.

const pact = createPact()

const ACTIONS = everyMember<AuditAction>({
  'lot.save': true,
  'live-data.disable': true,
  'live-data.enable': true,
  'version.bump': true,
  'metrics.refresh': true,
})

/** The lot the state's entries are about: a lotId no other entry names. */
const AUDITED_LOT_ID = 'OSL-9042'

/** What every entry carries, whatever its action. */
const anyEntry: Template<AuditEntry> = {
  id: text('6650a1b2c3d4e5f6a7b8c9d0'),
  at: isoDateTime('2024-05-14T09:12:30.000Z'),
  userId: text('admin-1'),
  username: text('admin'),
  action: oneOf(ACTIONS, 'live-data.disable'),
}

/** An entry of the state's lot, with its action and what the action fixes. */
const lotEntry = (
  at: string,
  action: AuditAction,
  details: Partial<Template<AuditEntry>> = {},
): Template<AuditEntry> => ({
  ...anyEntry,
  at: isoDateTime(at),
  action,
  lotId: AUDITED_LOT_ID,
  lotName: text('Bislett'),
  ...details,
})

describe('GET /api/admin/audit', () => {
  it('answers the recorded admin actions with their pagination', async () => {
    signIn()
    const body: Template<Paged<AuditResponse>> = {
      entries: listOf<AuditEntry>(anyEntry),
      pagination: paginationOf(1, 50, 2),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.auditLogged, { lotId: AUDITED_LOT_ID })
      .uponReceiving('a request for the audit log')
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ limit: '50' }),
      )

    await answersWith<Paged<AuditResponse>>(interaction, body, () => getAuditLog())
  })

  it('answers only the entries of the lot asked for, newest first, with what each changed', async () => {
    signIn()
    // A list of exactly these two, in this order: a backend that ignores lotId answers others,
    // one that sorts oldest first answers the save first.
    const body: Template<Paged<AuditResponse>> = {
      entries: [
        lotEntry('2024-05-14T09:13:30.000Z', 'live-data.disable'),
        lotEntry('2024-05-14T09:12:30.000Z', 'lot.save', { changes: [{ field: 'spaces', from: 120, to: 140 }] }),
      ],
      pagination: paginationOf(1, 50, 2),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.auditLogged, { lotId: AUDITED_LOT_ID })
      .uponReceiving('a request for the audit log of one lot')
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ lotId: AUDITED_LOT_ID, limit: '50' }),
      )

    await answersWith<Paged<AuditResponse>>(interaction, body, () => getAuditLog({ lotId: AUDITED_LOT_ID }))
  })

  it('refuses a start date after the end date with 400 and a message', async () => {
    signIn()
    const interaction = pact
      .addInteraction()
      .uponReceiving('a request for the audit log with a start date after its end date')
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ limit: '50', startDate: '2024-05-15', endDate: '2024-05-14' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(errorBody('endDate must not be before startDate')))

    await executeTest(interaction, async () => {
      await expect(getAuditLog({ startDate: '2024-05-15', endDate: '2024-05-14' })).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: 'API call failed: 400 Bad Request',
        serverMessage: 'endDate must not be before startDate',
      })
    })
  })
})
