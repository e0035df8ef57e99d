import type { Page } from 'playwright-core'
import type { ParkingLotsResponse } from '@/api/types'
import { callInPage } from './inPage'

// Every route of the console with the title a person sees there (docs/product.md#routes,
// src/app/screens.tsx), and how to tell it has finished showing: visited by
// tests/e2e/allRoutes.ts and tests/screenshots.ts. No vitest: the script runs outside it.

/** Generous: a cold simulated backend on a busy two-core machine. */
export const SCREEN_WAIT_MS = 15_000

export interface Route {
  path: string
  /** The h1 a person sees there; the lot detail's h1 is the lot's name, known only at run time. */
  title: string | null
  /** Where the address bar ends up, when not at `path`. */
  landsOn?: string
}

export const ROUTES: Route[] = [
  { path: '/', title: 'Analytics Dashboard', landsOn: '/dashboard' },
  { path: '/dashboard', title: 'Analytics Dashboard' },
  { path: '/analytics/activity-feed', title: 'Activity Feed' },
  { path: '/analytics/user-insights', title: 'User Insights' },
  { path: '/analytics/retention', title: 'Retention Analytics' },
  { path: '/analytics/cohorts', title: 'Cohort Analytics' },
  { path: '/analytics/lifecycle', title: 'Lifecycle Analytics' },
  { path: '/analytics/share-deeplink', title: 'Share and Deeplink Analytics' },
  { path: '/analytics/search', title: 'Search Analytics' },
  { path: '/analytics/navigation', title: 'Navigation Analytics' },
  { path: '/analytics/feedback', title: 'Feedback Analytics' },
  { path: '/parking-lots', title: 'Parking Lots' },
  { path: '/parking-lots/:id', title: null },
  { path: '/monitoring', title: 'System Monitoring' },
  { path: '/live-data-controls', title: 'Live Data Controls' },
  { path: '/audit-log', title: 'Audit Log' },
  { path: '/production-test', title: 'Production Readiness Test' },
]

/** A real lot to open, the first of the list. */
export async function firstLot(page: Page): Promise<{ id: string; name: string }> {
  const answer = await callInPage<ParkingLotsResponse>(page, 'GET', '/api/parking-lots?limit=1')
  const lot = answer.status === 200 ? answer.body.parkingLots[0] : undefined
  if (!lot) throw new Error(`GET /api/parking-lots?limit=1 answered ${answer.status} without a lot`)
  return { id: lot._id, name: lot.name }
}

/** The address of `route`, with the lot's id for the detail page. */
export function routeUrl(route: Route, lot: { id: string }): string {
  return route.path.replace(':id', encodeURIComponent(lot.id))
}

/**
 * Waits for the screen as a person would: its title, then the end of every loading indicator
 * (role=status reading 'Loading…') and of every part still busy (aria-busy: a chart waiting
 * for its turn, the dashboard's panels following its figures, a check still to run).
 */
export async function waitForScreen(page: Page, route: Route, lot: { name: string }): Promise<void> {
  const timeout = SCREEN_WAIT_MS
  if (route.title === null) {
    // The detail page's header waits for the lot; its back button shows at once.
    await page.getByRole('link', { name: 'Back to Parking Lots' }).waitFor({ timeout })
  } else {
    await page.getByRole('heading', { name: route.title, level: 1 }).waitFor({ timeout })
  }
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="status"]')].some(
          (status) => /^\s*Loading/.test(status.textContent ?? '') && status.checkVisibility(),
        ) && !document.querySelector('main [aria-busy="true"]'),
      undefined,
      { timeout },
    )
    .catch((error: Error) => {
      throw new Error(`loading indicators or busy parts still shown: ${error.message.split('\n')[0]}`)
    })
  if (route.title === null) {
    await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor({ timeout })
    // The lot's map, when the lot has one, is there once its tiles (served blank) have faded in.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('.leaflet-tile')].every(
          (tile) => tile.classList.contains('leaflet-tile-loaded') && getComputedStyle(tile).opacity === '1',
        ),
      undefined,
      { timeout },
    )
  }
}
