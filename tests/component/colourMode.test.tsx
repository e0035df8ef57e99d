import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { COLOUR_MODE_KEY } from '@/lib/colourMode'
import { signIn } from '../support/mockBackend'
import { renderApp } from '../support/renderApp'
import { fakeSystemColourScheme } from '../support/systemColourScheme'

// The theme menu in the header and under the login form (docs/product.md#colour-mode): it
// says the current mode in words, works from the keyboard, and its choice is drawn and
// remembered.

const theme = () => document.documentElement.getAttribute('data-bs-theme')

beforeEach(() => {
  document.documentElement.removeAttribute('data-bs-theme')
})

describe('theme menu', () => {
  it('in the header: opened, moved through and chosen with the keyboard alone; the page turns dark and remembers it', async () => {
    fakeSystemColourScheme(false)
    await signIn()
    renderApp('/dashboard')
    const header = screen.getByRole('banner')
    const toggle = await within(header).findByRole('button', { name: 'Theme: Auto' })
    expect(toggle).toHaveTextContent('Theme: Auto')
    // Set as the menu starts listening (index.html's script has done it before, in a browser).
    await waitFor(() => expect(theme()).toBe('light'))

    toggle.focus()
    await userEvent.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: 'Theme' })
    const items = within(menu).getAllByRole('menuitemradio')
    // The chosen one is checked for a screen reader (and nothing else, which a menuitemradio
    // may not carry), and has a check mark for the eye.
    expect(
      items.map((item) => [item.textContent, item.getAttribute('aria-checked'), item.getAttribute('aria-selected')]),
    ).toEqual([
      ['Light', 'false', null],
      ['Dark', 'false', null],
      ['✓Auto (follows the system)', 'true', null],
    ])
    // Opened, the menu puts the focus on the checked item; the arrows move it, round.
    expect(items[2]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    expect(theme()).toBe('dark')
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBe('dark')
    expect(toggle).toHaveAccessibleName('Theme: Dark')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('says the remembered mode; Escape, or a click elsewhere, closes it without changing anything', async () => {
    localStorage.setItem(COLOUR_MODE_KEY, 'light')
    fakeSystemColourScheme(true)
    await signIn()
    renderApp('/dashboard')
    const toggle = await within(screen.getByRole('banner')).findByRole('button', { name: 'Theme: Light' })
    await waitFor(() => expect(theme()).toBe('light'))
    await userEvent.click(toggle)
    expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { checked: true })).toHaveTextContent('Light')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{End}')
    expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: /^Auto/ })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The header is drawn before the screen's code has loaded: the click waits for its title.
    await userEvent.click(await screen.findByRole('heading', { name: 'Analytics Dashboard' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(theme()).toBe('light')
  })

  it("'Auto' follows the system as it changes, while the menu keeps saying Auto", async () => {
    const system = fakeSystemColourScheme(false)
    await signIn()
    renderApp('/dashboard')
    const toggle = await within(screen.getByRole('banner')).findByRole('button', { name: 'Theme: Auto' })
    await waitFor(() => expect(theme()).toBe('light'))
    system.set(true)
    expect(theme()).toBe('dark')
    system.set(false)
    expect(theme()).toBe('light')
    expect(toggle).toHaveAccessibleName('Theme: Auto')
  })

  it('under the login form, signed out: a choice there holds once signed in', async () => {
    fakeSystemColourScheme(false)
    renderApp('/', { loginDefaults: DEMO_CREDENTIALS })
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: Auto' }))
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }))
    expect(theme()).toBe('dark')
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('heading', { name: 'Analytics Dashboard' })
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument()
    expect(theme()).toBe('dark')
  })
})
