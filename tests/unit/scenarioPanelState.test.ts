import { describe, expect, it } from 'vitest'
import type { ScenarioSettings } from '@/app/ScenarioNotice'
import {
  RESET_IDLE,
  detailsReducer,
  openDetails,
  readDraft,
  resetReducer,
  type DetailsAction,
  type DetailsState,
  type ResetAction,
  type ResetState,
} from '@/app/scenario-panel/panelState'

// The scenario panel's state machines (docs/product.md#scenario-line-and-panel): the details
// form's draft against the applied scenario, and Reset data's confirmation.

const DEFAULT: ScenarioSettings = {
  latency: 'none',
  error: null,
  flaky: 0,
  empty: false,
  hostile: false,
  sessionExpiryMinutes: null,
  frozenAt: null,
}
const AT = new Date(2026, 5, 1, 12, 0, 30).getTime()

const details = (state: DetailsState, ...actions: DetailsAction[]) => actions.reduce(detailsReducer, state)
const reset = (state: ResetState, ...actions: ResetAction[]) => actions.reduce(resetReducer, state)

describe('the details draft', () => {
  it('opens from the applied scenario, unchecked, with the clock running at the moment given', () => {
    expect(openDetails({ settings: DEFAULT, at: AT })).toEqual({
      draft: {
        latency: 'none',
        endpoint: '',
        status: '503',
        flaky: '0',
        empty: false,
        hostile: false,
        expiry: 'usual',
        frozen: false,
        frozenAt: '2026-06-01T12:00:30',
      },
      checked: false,
    })
    const applied: ScenarioSettings = {
      latency: 'slow',
      error: { endpoint: '/api/health', status: 404 },
      flaky: 0.1,
      empty: true,
      hostile: true,
      sessionExpiryMinutes: 0,
      frozenAt: AT - 1000,
    }
    expect(openDetails({ settings: applied, at: AT }).draft).toEqual({
      latency: 'slow',
      endpoint: '/api/health',
      status: '404',
      flaky: '10',
      empty: true,
      hostile: true,
      expiry: 'now',
      frozen: true,
      frozenAt: '2026-06-01T12:00:29',
    })
    expect(openDetails({ settings: { ...DEFAULT, sessionExpiryMinutes: 5 }, at: AT }).draft.expiry).toBe('5')
  })

  it('reads back as the scenario it opened from', () => {
    const applied: ScenarioSettings = {
      latency: 'realistic',
      error: { endpoint: '/api/parking-lots/:id', status: 500 },
      flaky: 0.2,
      empty: false,
      hostile: false,
      sessionExpiryMinutes: 30,
      frozenAt: AT,
    }
    for (const settings of [DEFAULT, applied, { ...DEFAULT, sessionExpiryMinutes: 0 }]) {
      expect(readDraft(openDetails({ settings, at: AT }).draft)).toEqual({
        settings,
        flakyValid: true,
        frozenValid: true,
      })
    }
  })

  it('keeps each edit as typed, and marks values only once Apply has been tried', () => {
    const opened = openDetails({ settings: DEFAULT, at: AT })
    const edited = details(
      opened,
      { type: 'edited', field: 'flaky', value: '15' },
      { type: 'edited', field: 'endpoint', value: '/api/health' },
      { type: 'edited', field: 'empty', value: true },
    )
    expect(edited).toEqual({
      draft: { ...opened.draft, flaky: '15', endpoint: '/api/health', empty: true },
      checked: false,
    })
    expect(details(edited, { type: 'applyTried' })).toEqual({ ...edited, checked: true })
    expect(readDraft(edited.draft).settings).toEqual({
      ...DEFAULT,
      flaky: 0.15,
      error: { endpoint: '/api/health', status: 503 },
      empty: true,
    })
  })

  it.each(['', '150', '-1', 'abc'])('does not apply a flaky share of %j', (flaky) => {
    const draft = details(openDetails({ settings: DEFAULT, at: AT }), {
      type: 'edited',
      field: 'flaky',
      value: flaky,
    }).draft
    expect(readDraft(draft)).toEqual({ settings: null, flakyValid: false, frozenValid: true })
  })

  it('needs a moment to freeze at only while the clock is to be frozen', () => {
    const noMoment = details(openDetails({ settings: DEFAULT, at: AT }), {
      type: 'edited',
      field: 'frozenAt',
      value: '',
    })
    expect(readDraft(noMoment.draft)).toEqual({ settings: DEFAULT, flakyValid: true, frozenValid: true })
    const frozen = details(noMoment, { type: 'edited', field: 'frozen', value: true })
    expect(readDraft(frozen.draft)).toEqual({ settings: null, flakyValid: true, frozenValid: false })
    const moment = details(frozen, { type: 'edited', field: 'frozenAt', value: '2026-06-01T12:00:30' })
    expect(readDraft(moment.draft).settings).toEqual({ ...DEFAULT, frozenAt: AT })
  })
})

describe('Reset data', () => {
  it('asks first; Cancel goes back without a word', () => {
    expect(reset(RESET_IDLE, { type: 'asked' })).toEqual({ step: { name: 'asking' }, message: '' })
    expect(reset(RESET_IDLE, { type: 'asked' }, { type: 'dismissed' })).toEqual(RESET_IDLE)
  })

  it('resets once confirmed, then says how it went, until the next reset', () => {
    const resetting = reset(RESET_IDLE, { type: 'asked' }, { type: 'confirmed' })
    expect(resetting).toEqual({ step: { name: 'resetting', dialogOpen: true }, message: '' })
    const done = reset(resetting, {
      type: 'finished',
      message: 'The seeded world (seed 1) is back; stored changes were discarded.',
    })
    expect(done).toEqual({
      step: { name: 'idle' },
      message: 'The seeded world (seed 1) is back; stored changes were discarded.',
    })
    expect(reset(done, { type: 'asked' })).toEqual({ step: { name: 'asking' }, message: done.message })
    expect(
      reset(done, { type: 'asked' }, { type: 'confirmed' }, { type: 'finished', message: 'Reset data failed: 500' })
        .message,
    ).toBe('Reset data failed: 500')
  })

  it('runs on when its dialog is closed meanwhile, which shows it still resetting when opened again', () => {
    const resetting = reset(RESET_IDLE, { type: 'asked' }, { type: 'confirmed' })
    const closed = reset(resetting, { type: 'dismissed' })
    expect(closed.step).toEqual({ name: 'resetting', dialogOpen: false })
    expect(reset(closed, { type: 'asked' }).step).toEqual({ name: 'resetting', dialogOpen: true })
    expect(reset(closed, { type: 'finished', message: 'done' })).toEqual({ step: { name: 'idle' }, message: 'done' })
  })
})
