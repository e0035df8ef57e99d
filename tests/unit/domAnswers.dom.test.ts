import { afterEach, describe, expect, it } from 'vitest'

// tests/setup/dom.ts keeps jsdom's computed styles and form controls' labels until the
// document changes: each answer must still be the one jsdom would give now, whether the
// change came just before the question or a microtask earlier.

afterEach(() => document.body.replaceChildren())

/** Lets the mutation observer's callback run, as an awaited render does. */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve))

const labelIds = (control: Element) => Array.from((control as HTMLInputElement).labels ?? [], (label) => label.id)

describe('the computed style', () => {
  it('follows a change made just before it is asked', () => {
    document.body.innerHTML = '<p id="text" style="display: none">Hidden</p>'
    const text = document.getElementById('text')!
    expect(getComputedStyle(text).display).toBe('none')
    text.style.display = 'inline'
    expect(getComputedStyle(text).display).toBe('inline')
  })

  it('follows a change the mutation observer has already been told of', async () => {
    document.body.innerHTML = '<p id="text" style="visibility: hidden">Hidden</p>'
    const text = document.getElementById('text')!
    expect(getComputedStyle(text).visibility).toBe('hidden')
    text.removeAttribute('style')
    await microtasks()
    expect(getComputedStyle(text).visibility).toBe('visible')
  })
})

describe("a form control's labels", () => {
  it('are the labels naming it by `for` and those around it, in document order', () => {
    document.body.innerHTML = `
      <label id="first" for="name">Name</label>
      <label id="around">Also <input id="name"></label>
      <label id="other" for="missing">Nothing</label>
      <label id="second" for="name">Again</label>`
    expect(labelIds(document.getElementById('name')!)).toEqual(['first', 'around', 'second'])
  })

  it("are only a label's first control, and none for a label naming an element that is not one", () => {
    document.body.innerHTML = `
      <label id="both"><select id="first"></select><textarea id="second"></textarea></label>
      <label id="text" for="paragraph">Text</label><p id="paragraph"></p>
      <button id="button"></button>`
    expect(labelIds(document.getElementById('first')!)).toEqual(['both'])
    expect(labelIds(document.getElementById('second')!)).toEqual([])
    expect(labelIds(document.getElementById('button')!)).toEqual([])
  })

  it('are none for a hidden input, which has no labels', () => {
    document.body.innerHTML = '<label id="label">Secret <input id="secret" type="hidden"></label>'
    expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull()
  })

  it('follow labels added and taken away, just before or a microtask before they are asked', async () => {
    document.body.innerHTML = '<input id="name">'
    const input = document.getElementById('name')!
    expect(labelIds(input)).toEqual([])
    document.body.insertAdjacentHTML('beforeend', '<label id="added" for="name">Name</label>')
    expect(labelIds(input)).toEqual(['added'])
    document.getElementById('added')!.setAttribute('for', 'elsewhere')
    await microtasks()
    expect(labelIds(input)).toEqual([])
  })

  it("of a control outside the document are jsdom's own", () => {
    const form = document.createElement('form')
    form.innerHTML = '<label id="detached">Name <input id="name"></label>'
    expect(labelIds(form.querySelector('input')!)).toEqual(['detached'])
  })
})
