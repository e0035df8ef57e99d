import type { ScenarioSettings } from '@/app/ScenarioNotice'

// The scenario panel's state machines (docs/product.md#scenario-line-and-panel): the details
// form's draft of a scenario against the scenario applied, and the reset's confirmation.

/** The status of 'Error on this screen': one the console shows as a failure of that screen, not the end of the session. */
export const PRESET_ERROR_STATUS = 503

/** `at` as a datetime-local input shows it: this browser's local time, to the second. */
function localInputValue(at: number): string {
  const date = new Date(at)
  const pad = (value: number, length = 2) => String(value).padStart(length, '0')
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** Writes a share (0-1) as a percentage without float noise: 0.1 -> '10'. */
function percent(share: number): string {
  return String(Number((share * 100).toFixed(4)))
}

/** Every part of a scenario as the details form holds it: text where its input holds text, so a value half typed stays as typed. */
export interface DetailsDraft {
  latency: ScenarioSettings['latency']
  /** The failing call's path; '' for none. */
  endpoint: string
  status: string
  /** The flaky share in percent. */
  flaky: string
  empty: boolean
  hostile: boolean
  /** 'usual', 'now' or minutes. */
  expiry: string
  frozen: boolean
  /** The frozen moment as the datetime-local input holds it. */
  frozenAt: string
}

export interface DetailsState {
  draft: DetailsDraft
  /** Apply has been tried: a value it cannot take says why. */
  checked: boolean
}

export type DetailsAction =
  | { [Field in keyof DetailsDraft]: { type: 'edited'; field: Field; value: DetailsDraft[Field] } }[keyof DetailsDraft]
  /** Apply: the draft is set when every value reads as a setting (see readDraft), and the form then starts again from it. */
  | { type: 'applyTried' }

/**
 * The form as it opens, and again whenever the applied scenario changes (here or elsewhere):
 * the settings on, the moment to freeze at being `at` while the clock runs.
 */
export function openDetails({ settings, at }: { settings: ScenarioSettings; at: number }): DetailsState {
  const minutes = settings.sessionExpiryMinutes
  return {
    draft: {
      latency: settings.latency,
      endpoint: settings.error?.endpoint ?? '',
      status: String(settings.error?.status ?? PRESET_ERROR_STATUS),
      flaky: percent(settings.flaky),
      empty: settings.empty,
      hostile: settings.hostile,
      expiry: minutes === null ? 'usual' : minutes === 0 ? 'now' : String(minutes),
      frozen: settings.frozenAt !== null,
      frozenAt: localInputValue(settings.frozenAt ?? at),
    },
    checked: false,
  }
}

export function detailsReducer(state: DetailsState, action: DetailsAction): DetailsState {
  switch (action.type) {
    case 'edited':
      return { ...state, draft: { ...state.draft, [action.field]: action.value } }
    case 'applyTried':
      return { ...state, checked: true }
  }
}

/** The settings the draft reads as, null while a value does not read as one; and which values do not. */
export function readDraft(draft: DetailsDraft): {
  settings: ScenarioSettings | null
  flakyValid: boolean
  frozenValid: boolean
} {
  const flakyShare = draft.flaky.trim() === '' ? NaN : Number(draft.flaky) / 100
  const flakyValid = flakyShare >= 0 && flakyShare <= 1
  const frozenMoment = new Date(draft.frozenAt).getTime()
  const frozenValid = !draft.frozen || Number.isFinite(frozenMoment)
  const settings: ScenarioSettings | null =
    flakyValid && frozenValid
      ? {
          latency: draft.latency,
          error: draft.endpoint === '' ? null : { endpoint: draft.endpoint, status: Number(draft.status) },
          flaky: flakyShare,
          empty: draft.empty,
          hostile: draft.hostile,
          sessionExpiryMinutes: draft.expiry === 'usual' ? null : draft.expiry === 'now' ? 0 : Number(draft.expiry),
          frozenAt: draft.frozen ? frozenMoment : null,
        }
      : null
  return { settings, flakyValid, frozenValid }
}

export type ResetStep =
  | { name: 'idle' }
  /** The dialog asks 'Reset data?'. */
  | { name: 'asking' }
  /** The backend throws the stored edits away; the dialog reads 'Resetting...', unless it was closed meanwhile (the reset runs on). */
  | { name: 'resetting'; dialogOpen: boolean }

export interface ResetState {
  step: ResetStep
  /** The last reset's outcome in words; '' before the first. */
  message: string
}

export type ResetAction =
  { type: 'asked' } | { type: 'dismissed' } | { type: 'confirmed' } | { type: 'finished'; message: string }

export const RESET_IDLE: ResetState = { step: { name: 'idle' }, message: '' }

export function resetReducer(state: ResetState, action: ResetAction): ResetState {
  const resetting = state.step.name === 'resetting'
  switch (action.type) {
    case 'asked':
      return { ...state, step: resetting ? { name: 'resetting', dialogOpen: true } : { name: 'asking' } }
    case 'dismissed':
      return { ...state, step: resetting ? { name: 'resetting', dialogOpen: false } : { name: 'idle' } }
    case 'confirmed':
      return { ...state, step: { name: 'resetting', dialogOpen: true } }
    case 'finished':
      return { step: { name: 'idle' }, message: action.message }
  }
}
