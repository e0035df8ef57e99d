import { describe, expect, it } from 'vitest'
import { getAuditLog } from '@/api/audit'
import type { AuditAction, AuditEntry, AuditParams, AuditResponse } from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  createPact,
  queryOf,
  signedInInteraction,
  errorBody,
  everyMember,
  executeTest,
  isoDateTime,
  listOf,
  oneOf,
  paginationOf,
  signIn,
  text,
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

/** The audit trail state's two users, two lots and day (STATES.auditTrail). */
const TRAIL = {
  userId: 'contract-admin-1',
  otherUserId: 'contract-admin-2',
  lotId: 'CONTRACT-AUDIT-1',
  otherLotId: 'CONTRACT-AUDIT-2',
  date: '2024-05-14',
}

/** One of the trail's entries: its action, user and lot exactly, the rest typed. */
const trailEntry = (action: AuditAction, userId: string, lotId?: string): Template<AuditEntry> => ({
  ...anyEntry,
  action,
  userId,
  ...(lotId === undefined ? {} : { lotId }),
})

describe('GET /api/admin/audit', () => {
  it('answers the recorded admin actions with their pagination', async () => {
    signIn()
    const body: Template<AuditResponse> = {
      entries: listOf<AuditEntry>(anyEntry),
      pagination: paginationOf(1, 50, 2),
    }

    const interaction = signedInInteraction(pact, STATES.auditLogged, { lotId: AUDITED_LOT_ID })
      .uponReceiving('a request for the audit log')
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ limit: '50' }),
      )

    await answersWith<AuditResponse>(interaction, body, () => getAuditLog())
  })

  it('answers only the entries of the lot asked for, newest first, with what each changed', async () => {
    signIn()
    // A list of exactly these two, in this order: a backend that ignores lotId answers others,
    // one that sorts oldest first answers the save first.
    const body: Template<AuditResponse> = {
      entries: [
        lotEntry('2024-05-14T09:13:30.000Z', 'live-data.disable'),
        lotEntry('2024-05-14T09:12:30.000Z', 'lot.save', { changes: [{ field: 'spaces', from: 120, to: 140 }] }),
      ],
      pagination: paginationOf(1, 50, 2),
    }

    const interaction = signedInInteraction(pact, STATES.auditLogged, { lotId: AUDITED_LOT_ID })
      .uponReceiving('a request for the audit log of one lot')
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ lotId: AUDITED_LOT_ID, limit: '50' }),
      )

    await answersWith<AuditResponse>(interaction, body, () => getAuditLog({ lotId: AUDITED_LOT_ID }))
  })

  it.each<{ what: string; params: AuditParams; entries: Array<[action: AuditAction, userId: string, lotId?: string]> }>(
    [
      {
        // A backend that ignores lotId answers the other lot's entries, and every other entry it holds.
        what: 'the audit log of one of two lots',
        params: { lotId: TRAIL.otherLotId },
        entries: [
          ['live-data.enable', TRAIL.otherUserId, TRAIL.otherLotId],
          ['lot.save', TRAIL.otherUserId, TRAIL.otherLotId],
        ],
      },
      {
        what: 'the audit entries of one of two users',
        params: { userId: TRAIL.userId },
        entries: [
          ['metrics.refresh', TRAIL.userId],
          ['version.bump', TRAIL.userId],
          ['live-data.disable', TRAIL.userId, TRAIL.lotId],
          ['lot.save', TRAIL.userId, TRAIL.lotId],
        ],
      },
      {
        what: 'the lot saves of one user',
        params: { userId: TRAIL.otherUserId, action: 'lot.save' },
        entries: [
          ['lot.save', TRAIL.otherUserId, TRAIL.lotId],
          ['lot.save', TRAIL.otherUserId, TRAIL.otherLotId],
        ],
      },
      {
        // 00:30 on the day is in it, 23:30 the day before and 00:30 the day after are not:
        // a day cut in another zone, or an end left open, answers other entries.
        what: 'the audit entries of one user on one day',
        params: { userId: TRAIL.userId, startDate: TRAIL.date, endDate: TRAIL.date },
        entries: [
          ['version.bump', TRAIL.userId],
          ['live-data.disable', TRAIL.userId, TRAIL.lotId],
        ],
      },
    ],
  )('answers $what, newest first, and no other entry', async ({ what, params, entries }) => {
    signIn()
    const body: Template<AuditResponse> = {
      entries: entries.map(([action, userId, lotId]) => trailEntry(action, userId, lotId)),
      pagination: { page: 1, total: entries.length, pages: 1 },
    }

    const interaction = signedInInteraction(pact, STATES.auditTrail, TRAIL)
      .uponReceiving(`a request for ${what}`)
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await answersWith<AuditResponse>(interaction, body, () => getAuditLog(params))
  })

  it('answers page 2 of one user’s entries, two to a page', async () => {
    signIn()
    // Of the user's four entries, newest first: the save and the disable of the lot the day
    // after and late on the day are page 1. A backend that ignores the page answers those.
    const params: AuditParams = { userId: TRAIL.otherUserId, page: 2, limit: 2 }
    const body: Template<AuditResponse> = {
      entries: [
        trailEntry('live-data.enable', TRAIL.otherUserId, TRAIL.otherLotId),
        trailEntry('lot.save', TRAIL.otherUserId, TRAIL.otherLotId),
      ],
      pagination: { page: 2, total: 4, pages: 2 },
    }

    const interaction = signedInInteraction(pact, STATES.auditTrail, TRAIL)
      .uponReceiving('a request for page 2 of the audit entries of one user, two to a page')
      .withRequest('GET', '/api/admin/audit', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ ...params })),
      )

    await answersWith<AuditResponse>(interaction, body, () => getAuditLog(params))
  })

  it('refuses a start date after the end date with 400 and a message', async () => {
    signIn()
    const interaction = signedInInteraction(pact)
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
