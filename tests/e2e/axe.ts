import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type AxeCore from 'axe-core'
import type { Frame, Page } from 'playwright-core'
import { settleTransitions } from './inPage'

// axe-core in a browser test's page: every route (allRoutes.ts), the scenario panel open
// over a screen (scenarioPanel.test.ts) and dark mode (darkMode.test.ts) are checked with the
// same rules: WCAG 2.1 A/AA, and only what blocks (serious or critical) counts.

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/**
 * axe-core's serious and critical WCAG 2.1 A/AA violations on the page, one readable line
 * each, once its transitions have ended: a menu still fading in has neither its colours
 * before nor after, and axe would measure the contrast of that moment.
 */
export async function axeViolations(page: Page | Frame): Promise<string[]> {
  await settleTransitions(page)
  // Once per document: a page the test moves through in place keeps it.
  // Evaluated rather than added as a <script>: the build's content security policy blocks an inline one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'))
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof AxeCore }
    // Only the violations are collected: passes and incomplete checks cost as much again.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      count: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  }, AXE_TAGS)
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact))
    .map(
      ({ id, impact, help, count, targets }) =>
        `axe ${id} (${impact}): ${help}; ${count} element(s), e.g. ${targets.join(' | ')}${count > targets.length ? ' | …' : ''}`,
    )
}
