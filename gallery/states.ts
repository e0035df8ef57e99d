import { errorCallOf, type Screen } from '@/app/screens'
import type { Role } from '@/schema/roles'
import type { Scenario } from '@mocks/scenarios'

// The states a designer reviews on every screen: one row each. The gallery shows every
// screen (src/app/screens.tsx) in every state below, so a new screen or a new row here
// appears in it without a story being written. Each is a scenario of the simulated backend
// (mocks/scenarios.ts), the same the scenario panel lays on the demo.

export interface ScreenState {
  /** The story's export name's ending: Dashboard_Data. */
  key: string
  /** The story's name in the gallery. */
  name: string
  /** What a designer sees, for the screen's docs page. */
  description: (screen: Screen) => string
  /** The scenario laid over the default one for this screen. */
  scenario: (screen: Screen) => Partial<Omit<Scenario, 'frozenAt'>>
  /** Every data call held unanswered. */
  holdCalls?: boolean
  /** Who the story is signed in as; an admin unless said. */
  role?: Role
  /** The screens the state is shown on; every screen unless said. */
  shownOn?: (screen: Screen) => boolean
}

/** The screens that offer writes to an admin (docs/product.md#roles): a viewer sees them otherwise. */
const WRITE_SCREENS = ['/parking-lots', '/parking-lots/:id', '/live-data-controls']

/** The status a failing call answers: a failure of the screen, not the end of the session. */
const FAILURE_STATUS = 503

/** The call the screen's error block comes from: its own, or every call for a screen that has none. */
function failing(screen: Screen): Pick<Scenario, 'error' | 'flaky'> {
  const endpoint = errorCallOf(screen.path, new URLSearchParams())
  return endpoint ? { error: { endpoint, status: FAILURE_STATUS }, flaky: 0 } : { error: null, flaky: 1 }
}

export const SCREEN_STATES: readonly ScreenState[] = [
  {
    key: 'Data',
    name: 'With data',
    description: () => 'The seeded world: every list and figure filled.',
    scenario: () => ({}),
  },
  {
    key: 'Loading',
    name: 'Loading (held)',
    description: () => 'Every data call is held unanswered, so the loading state stays on screen.',
    scenario: () => ({}),
    holdCalls: true,
  },
  {
    key: 'Error',
    name: 'Error',
    description: (screen) => {
      const endpoint = errorCallOf(screen.path, new URLSearchParams())
      return endpoint
        ? `${endpoint} answers ${FAILURE_STATUS}: the screen shows its error block with Retry.`
        : `Every call answers 500: each part of the screen says how its call went.`
    },
    scenario: failing,
  },
  {
    key: 'Empty',
    name: 'Empty world',
    description: (screen) =>
      screen.path.includes(':')
        ? 'No lot in an empty world: the page says "Parking lot not found", with a way back to the list.'
        : 'Every list empty, every figure zero.',
    scenario: () => ({ empty: true }),
  },
  {
    key: 'SessionExpired',
    name: 'Session expired',
    description: (screen) =>
      screen.errorCall
        ? 'The session has ended: the first call answers 401 and the login screen says why.'
        : 'The session has ended: each check answers 401 and says so (this screen reports, it never signs out).',
    scenario: () => ({ sessionExpiryMinutes: 0 }),
  },
  {
    key: 'Hostile',
    name: 'Hostile text',
    description: () =>
      'The same world with markup, scripts, right-to-left text, emoji and 200-letter words where people type: all shown as text.',
    scenario: () => ({ hostile: true }),
  },
  {
    key: 'Viewer',
    name: 'As a viewer',
    description: () =>
      'Signed in as a viewer: the screen without its writes, and a note saying why where each would be.',
    scenario: () => ({}),
    role: 'viewer',
    shownOn: (screen) => WRITE_SCREENS.includes(screen.path),
  },
]
