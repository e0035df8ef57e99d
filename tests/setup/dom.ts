import '@testing-library/jest-dom/vitest'
import { cleanup, configure, getConfig } from '@testing-library/react'
import { duringRetries } from '../support/diagnostics'
import { afterEach } from 'vitest'

// jsdom has no canvas: vitest-canvas-mock gives it a 2D context, so Chart.js renders
// (and its accessible labels can be checked) instead of failing on a missing context.
import 'vitest-canvas-mock'

// jsdom does no layout, so nothing is ever resized: an observer that never reports is exact.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom has no matchMedia; react-bootstrap's responsive Offcanvas asks it about widths.
// Answer min-width/max-width queries from window.innerWidth, so a test can set the width.
window.matchMedia = (query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query)
  const max = /max-width:\s*([\d.]+)px/.exec(query)
  const width = window.innerWidth
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }
}

// Two-core CI machines run two test files at once: give findBy*/waitFor room to breathe.
configure({ asyncUtilTimeout: 5_000 })

// A failed try of a findBy*/waitFor gets its message alone, without the whole page printed
// into it: the page goes into the message once, when the wait times out (Testing Library
// then asks for this error again, outside the tries) or when a query fails outside a wait.
const elementError = getConfig().getElementError
configure({
  getElementError: (message, container) => {
    if (!duringRetries()) return elementError(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// A test may set window.innerWidth (375 for a phone); the next one starts at jsdom's own.
const WINDOW_WIDTH = window.innerWidth

afterEach(() => {
  cleanup()
  window.innerWidth = WINDOW_WIDTH
  localStorage.clear()
  sessionStorage.clear()
})
