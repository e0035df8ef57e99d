import { composeStory, type Meta } from '@storybook/react-vite'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { screenGroups, type ScreenGroup } from '../../gallery/screenGroups'
import { screenModuleOf } from '../../gallery/screenStories'
import { SESSION_EXPIRED_MESSAGE } from '@/features/login/LoginPage'
import { wcagViolations } from '../support/axe'
import { runStory } from './runStory'

// The gallery's screen stories, each run as Storybook runs it (its loaders, msw, the
// console drawn) and checked for what a designer should see in its state, and by axe.
// Split over three files (screens1, 2 and 3: every third screen of the table), so that
// both test threads share them and none runs long.

/** A loading indicator: 'Loading…', or the readiness test's 'Checking N endpoints…'. */
const loadingShown = () =>
  screen.queryAllByRole('status').some((status) => /^\s*(Loading|Checking)/.test(status.textContent ?? ''))

/** The screen's title, or the lot's name on its detail page (whose link back shows first). */
async function screenShown(group: ScreenGroup) {
  if (group.screen.path.includes(':id')) await screen.findByRole('link', { name: 'Back to Parking Lots' })
  else await screen.findByRole('heading', { level: 1, name: group.screen.title })
}

/** The readiness test's summary once its checks have run: some of them not working. */
async function expectChecksFailing() {
  const summary = await screen.findByText(/^\d+ of \d+ endpoints working$/)
  const [working, all] = (summary.textContent?.match(/\d+/g) ?? []).map(Number)
  expect(working).toBeLessThan(all!)
  expect(screen.getAllByText('Fail').length).toBe(all! - working!)
}

const EXPECTED: Record<string, (group: ScreenGroup) => Promise<void>> = {
  async Data(group) {
    await screenShown(group)
    await waitFor(() => expect(loadingShown()).toBe(false))
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
  async Loading(group) {
    await screenShown(group)
    await waitFor(() => expect(loadingShown()).toBe(true))
  },
  async Error(group) {
    await screenShown(group)
    if (group.screen.errorCall) {
      const retry = await screen.findByRole('button', { name: 'Retry' })
      expect(retry.closest('[role="alert"], .alert')).not.toBeNull()
    } else {
      // The readiness test has no error block: its checks fail.
      await expectChecksFailing()
    }
  },
  async Empty(group) {
    await screenShown(group)
    await waitFor(() => expect(loadingShown()).toBe(false))
    if (group.screen.path.includes(':')) expect(screen.getByText('Parking lot not found')).toBeVisible()
    else expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
  async SessionExpired(group) {
    if (group.screen.errorCall) {
      expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible()
      expect(screen.getByRole('button', { name: /sign in/i })).toBeVisible()
    } else {
      // The readiness test reports the 401s and keeps the session on screen.
      await expectChecksFailing()
      expect(screen.getAllByText(/^HTTP 401/).length).toBeGreaterThan(0)
    }
  },
  async Viewer(group) {
    await screenShown(group)
    await waitFor(() => expect(loadingShown()).toBe(false))
    // The writes are not offered, and a note says why in words.
    expect(screen.getAllByText(/^Read only:/).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /^(Edit|Refresh Metrics|Update Version)$/ })).toBeNull()
  },
  async Hostile(group) {
    await screenShown(group)
    await waitFor(() => expect(loadingShown()).toBe(false))
    // Markup shows as text: none of it ran.
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
    expect(document.querySelector('main script, main img[src="x"], main svg[onload]')).toBeNull()
  },
}

/** Checks every state of the screens `take` picks (by their place in the table). */
export function checkScreens(take: (index: number, count: number) => boolean) {
  const groups = screenGroups()
  for (const [index, group] of groups.entries()) {
    if (!take(index, groups.length)) continue
    describe(group.title, () => {
      const module = screenModuleOf(group.key) as Record<string, object> & { default: Meta }
      for (const { exportName, name } of group.stories) {
        it(name, async () => {
          const expected = EXPECTED[exportName]
          if (!expected) throw new Error(`No check says what the ${name} state shows`)
          const story = composeStory(module[exportName]!, module.default, undefined, exportName)
          await runStory(story)
          await expected(group)
          expect(await wcagViolations(document.body)).toEqual([])
          // The screen drew inside the console's frame.
          expect(
            within(document.body).queryAllByRole('main').length + screen.queryAllByRole('form').length,
          ).toBeGreaterThan(0)
        })
      }
    })
  }
}
