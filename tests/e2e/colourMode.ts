import type { Page } from 'playwright-core'
import { settleTransitions } from './inPage'

// The colour mode in a browser test: chosen as a person does, from the theme menu (in the
// header, in the ☰ menu on a phone, or under the login form when signed out).

export type ColourModeLabel = 'Light' | 'Dark' | 'Auto'

/**
 * Opens the theme menu and picks `mode`; resolves once the menu's button says it and the
 * colours have settled: Bootstrap's buttons and page links fade to their new colours over
 * 0.15 s, and halfway through a check of contrast would see neither mode's.
 */
export async function chooseColourMode(page: Page, mode: ColourModeLabel): Promise<void> {
  const themeButton = page.getByRole('button', { name: /^Theme: / })
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  // Whichever of the two the page shows, once it does: the login screen draws its theme
  // menu a moment after its Sign in button, and asked at once it would seem a phone's.
  await themeButton.or(menuButton).filter({ visible: true }).first().waitFor()
  const inPhoneMenu = !(await themeButton.isVisible())
  if (inPhoneMenu) await menuButton.click()
  await themeButton.click()
  await page.getByRole('menuitemradio', { name: new RegExp(`^${mode}\\b`) }).click()
  await page.getByRole('button', { name: `Theme: ${mode}` }).waitFor()
  if (inPhoneMenu) {
    // The open menu covers the header's ☰: its own close button shuts it.
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
    await page.getByRole('button', { name: 'Open menu' }).waitFor()
  }
  await settleTransitions(page)
}

/** `data-bs-theme` on <html>: the scheme the page is drawn in. */
export function pageScheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'))
}
