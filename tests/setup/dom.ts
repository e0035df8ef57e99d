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
// about a sixth of a component test's time. They also ask each form control for its labels,
// which jsdom finds by walking the whole document, and each label's control by walking it
// again: over a table of buttons, the square of the page. Both answers are kept until the
// document next changes (an attribute, a child or text anywhere): the observer's pending
// records tell that synchronously, and its callback once it has taken them, so no answer
// outlives the document it was computed for. Pseudo-elements, and controls outside the
// document (a shadow root, a detached node), are asked afresh. Once per window: the files of a
// thread share it.
const ANSWERS_CACHED = Symbol.for('tests.domAnswersCached')
if (!(ANSWERS_CACHED in window)) {
  let documentVersion = 0
  const documentChanges = new MutationObserver(() => documentVersion++)
  documentChanges.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  /** A value computed from the document, computed again once the document has changed. */
  const untilChanged = <T>(compute: () => T) => {
    let kept: { version: number; value: T } | undefined
    return () => {
      if (documentChanges.takeRecords().length > 0) documentVersion++
      if (kept?.version !== documentVersion) kept = { version: documentVersion, value: compute() }
      return kept.value
    }
  }

  const computeStyle = window.getComputedStyle.bind(window)
  const computedStyles = untilChanged(() => new WeakMap<Element, CSSStyleDeclaration>())
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement)
    const styles = computedStyles()
    let style = styles.get(element)
    if (!style) styles.set(element, (style = computeStyle(element)))
    return style
  }

  // The labelable elements (HTML's "labelable element"), and each label's control as HTML
  // defines it: the element its `for` names, else the first labelable element inside it.
  const LABELABLE = 'button, input, meter, output, progress, select, textarea'
  const labelable = (element: Element | null | undefined) =>
    element?.matches(LABELABLE) && !(element instanceof HTMLInputElement && element.type === 'hidden') ? element : null
  const controlOf = (label: HTMLLabelElement) => {
    const target = label.getAttribute('for')
    if (target !== null) return target === '' ? null : labelable(document.getElementById(target))
    return [...label.querySelectorAll(LABELABLE)].find(labelable) ?? null
  }
  const labelsOf = untilChanged(() => {
    const labels = new Map<Element, HTMLLabelElement[]>()
    for (const label of document.querySelectorAll('label')) {
      const control = controlOf(label)
      if (!control) continue
      if (!labels.has(control)) labels.set(control, [])
      labels.get(control)!.push(label)
    }
    return labels
  })
  // An array where jsdom gives a NodeList: what Testing Library and user-event read of it
  // (its length, its items, Array.from) is the same.
  for (const { prototype } of [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ]) {
    const jsdomLabels = Object.getOwnPropertyDescriptor(prototype, 'labels')!.get!
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        if (this.getRootNode() !== document || !labelable(this)) return jsdomLabels.call(this) as unknown
        return labelsOf().get(this) ?? []
      },
    })
  }
  Object.defineProperty(window, ANSWERS_CACHED, { value: true })
}

// A test may set window.innerWidth (375 for a phone); the next one starts at jsdom's own.
const WINDOW_WIDTH = window.innerWidth

afterEach(() => {
  cleanup()
  window.innerWidth = WINDOW_WIDTH
  localStorage.clear()
  sessionStorage.clear()
})
