import { http, type RequestHandler } from 'msw'
import { setApiBaseUrl } from '@/api/http'
import { saveCredentials } from '@/api/credentials'
import { issueToken } from '@mocks/auth'
import { createBackend, type Backend } from '@mocks/backend'
import { DEMO_ACCOUNTS } from '@mocks/demoAccount'
import { createHandlers } from '@mocks/handlers'
import { DEFAULT_SCENARIO, type Scenario } from '@mocks/scenarios'
import type { Role } from '@/schema/roles'
import { galleryApiRoot } from './apiRoot'

// The gallery's simulated backend: the console's own (mocks/backend.ts, mocks/handlers),
// answering in the page that shows a story, over a world small enough to build in a blink.
// A story names its seed, its clock and its scenario; the handlers go to whatever answers
// the page's fetches (msw's service worker in Storybook, msw/node in the story checks).

/** A tenth of the demo's world: every screen has rows, figures and weeks of history. */
export const GALLERY_WORLD = { lots: 150, users: 500, historyDays: 90 } as const

/** The person a story is signed in as: the world's account of the story's role. */
function galleryUser(role: Role) {
  return { id: DEMO_ACCOUNTS[role].id, username: DEMO_ACCOUNTS[role].username, role }
}

const backends = new Map<string, Backend>()

/**
 * One backend per seed, clock and hostile text: a world is built once for each and kept,
 * so flipping between stories rebuilds nothing (and an edit made in one story stays there
 * until the page reloads, as in the demo).
 */
function backendFor(seed: number, frozenAt: number | null, hostile: boolean): Backend {
  const key = `${seed}|${frozenAt ?? 'live'}|${hostile}`
  let backend = backends.get(key)
  if (!backend) {
    backend = createBackend({ seed, ...GALLERY_WORLD, scenario: { frozenAt, hostile } })
    backends.set(key, backend)
  }
  return backend
}

export interface GallerySetting {
  seed: number
  /** The frozen moment (ms), or null for the running clock. */
  frozenAt: number | null
  /** The scenario over the default one; the clock is the setting's. */
  scenario: Partial<Omit<Scenario, 'frozenAt'>>
  /** Every data call is held unanswered: the loading state, for as long as one looks at it. */
  holdCalls: boolean
  /** Who is signed in. */
  role: Role
}

/** What a story's page needs before it draws: the backend, its handlers and a session. */
export interface GalleryBackend {
  backend: Backend
  handlers: RequestHandler[]
}

/**
 * Readies the backend for a setting: the scenario on, the console's API address set, a
 * signed-in session stored; returns the handlers for the page's msw to use. (The console's
 * clock is the toolbar's already: gallery/preview.tsx's loader, which runs first, sets it.)
 */
export async function readyBackend(setting: GallerySetting): Promise<GalleryBackend> {
  const { seed, frozenAt, scenario, holdCalls, role } = setting
  const backend = backendFor(seed, frozenAt, scenario.hostile ?? false)
  backend.setScenario({ ...DEFAULT_SCENARIO, ...scenario, frozenAt })
  const root = galleryApiRoot()
  setApiBaseUrl(root)
  const user = galleryUser(role)
  saveCredentials(await issueToken(user, undefined, backend.now()), user)
  const held = holdCalls
    ? // The sign-in and the scenario's own calls go through; the screen's data never arrives.
      [http.all(`${root}/api/*`, ({ request }) => (isDataCall(request) ? new Promise<never>(() => {}) : undefined))]
    : []
  return { backend, handlers: [...held, ...createHandlers(backend, root)] }
}

function isDataCall(request: Request): boolean {
  return !new URL(request.url).pathname.includes('/api/auth/')
}
