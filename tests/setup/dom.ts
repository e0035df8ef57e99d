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

// Testing Library's role queries ask jsdom for the computed style of every candidate element
// and of each node they name, and jsdom matches its whole default stylesheet each time:
// about a sixth of a component test's time. The answer is kept per element until the
// document next changes (an attribute, a child or text anywhere), which the observer's
// pending records tell synchronously, so no answer outlives the document it was computed
// for. Pseudo-elements are asked afresh. Once per window: the files of a thread share it.
const STYLES_CACHED = Symbol.for('tests.computedStylesCached')
if (!(STYLES_CACHED in window)) {
  const computeStyle = window.getComputedStyle.bind(window)
  const documentChanges = new MutationObserver(() => {})
  documentChanges.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  let computedStyles = new WeakMap<Element, CSSStyleDeclaration>()
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement)
    if (documentChanges.takeRecords().length > 0) computedStyles = new WeakMap()
    let style = computedStyles.get(element)
    if (!style) computedStyles.set(element, (style = computeStyle(element)))
    return style
  }
  Object.defineProperty(window, STYLES_CACHED, { value: true })
}

// A test may set window.innerWidth (375 for a phone); the next one starts at jsdom's own.
const WINDOW_WIDTH = window.innerWidth

afterEach(() => {
  cleanup()
  window.innerWidth = WINDOW_WIDTH
  localStorage.clear()
  sessionStorage.clear()
})
