import axe from 'axe-core'

/**
 * What axe finds against WCAG 2.1 A and AA in `element`, one line per rule: 'label: #id, .x'.
 * jsdom does no layout, so colour contrast is left to the browser tests.
 */
export async function wcagViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
