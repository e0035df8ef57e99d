import type { Page } from 'playwright-core'

// Whether every table on the page can be read at its width (docs/product.md#tables-and-lists),
// measured from the text's own layout: no word of 20 characters or fewer broken across lines
// in a cell, and no header's text running into the next header. Plain playwright, no
// vitest: tests/e2e/allRoutes.ts uses it, and a script may too.

/** A word this long or shorter never breaks; a longer one (a pasted URL, a 195-letter comment) may. */
export const LONGEST_UNBROKEN_WORD = 20

/** One thing wrong in one table. */
export interface TableTextProblem {
  /** The table's accessible name (aria-label, aria-labelledby or caption), else 'table {n}': 'table "…"', or 'list "…"' for a phone's list. */
  table: string
  /** The column's header text, else 'column {n}'. */
  column: string
  /** A word broken over `lines` lines, or a cell's text (a header's, when `header`) running into the cell of the column `into`. */
  problem:
    { kind: 'split'; word: string; lines: number } | { kind: 'overlap'; header: boolean; text: string; into: string }
}

/**
 * The in-page measurement: run by page.evaluate, so it is self-contained (no closure, no
 * helper outside it). A word is a run of non-space characters in one text node; it is split
 * when its characters' client rects (Range.getClientRects) sit on more than one line, that
 * is, some of them do not overlap the others vertically. Text a person cannot see (a
 * hidden tab, a visually hidden label for screen readers) is left out.
 */
function measureTables(longest: number): TableTextProblem[] {
  const found: TableTextProblem[] = []
  const range = document.createRange()

  // Rects on one line overlap vertically; a rect that starts below another's bottom is on a
  // later line. Half a pixel of slack for rounding.
  const lineCount = (rects: DOMRect[]): number => {
    const tops: Array<{ top: number; bottom: number }> = []
    for (const rect of rects) {
      if (rect.width === 0 || rect.height === 0) continue
      const line = tops.find((seen) => rect.top < seen.bottom - 0.5 && rect.bottom > seen.top + 0.5)
      if (line) {
        line.top = Math.min(line.top, rect.top)
        line.bottom = Math.max(line.bottom, rect.bottom)
      } else tops.push({ top: rect.top, bottom: rect.bottom })
    }
    return tops.length
  }

  // A person does not see it: not rendered (display: none, a closed tab), or clipped to
  // nothing for screen readers only (.visually-hidden and its like). Asked once per element.
  const unseenElements = new Map<Element, boolean>()
  const unseen = (element: Element): boolean => {
    const known = unseenElements.get(element)
    if (known !== undefined) return known
    const style = getComputedStyle(element)
    const answer =
      !element.checkVisibility({ visibilityProperty: true }) ||
      (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none')) ||
      (element.tagName !== 'TABLE' && element.parentElement !== null && unseen(element.parentElement))
    unseenElements.set(element, answer)
    return answer
  }

  // The text nodes of a cell a person sees.
  const shownTextNodes = (cell: Element): Text[] => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
    const nodes: Text[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !unseen(node.parentElement) && node.textContent?.trim()) nodes.push(node as Text)
    }
    return nodes
  }

  // The text a person sees in a cell, without the marks shown but not read out (a sort's ▲).
  const shownText = (cell: Element): string =>
    shownTextNodes(cell)
      .filter((node) => !node.parentElement?.closest('[aria-hidden="true"]'))
      .map((node) => node.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim()

  // The words of these text nodes broken across lines, each reported in `table` and the column `columnOf` names.
  const findSplitWords = (nodes: Text[], table: string, columnOf: (node: Text) => string): void => {
    for (const node of nodes) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const word = match[0]
        if ([...word].length > longest) continue
        const rects: DOMRect[] = []
        // A character at a time: a surrogate pair (an emoji) is one character of two code units.
        for (let at = match.index; at < match.index + word.length;) {
          const size = (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1
          range.setStart(node, at)
          range.setEnd(node, at + size)
          rects.push(...range.getClientRects())
          at += size
        }
        const lines = lineCount(rects)
        if (lines > 1) found.push({ table, column: columnOf(node), problem: { kind: 'split', word, lines } })
      }
    }
  }

  const tableName = (table: HTMLTableElement, index: number): string => {
    const label = table.getAttribute('aria-label')?.trim()
    if (label) return label
    const labelledBy = table.getAttribute('aria-labelledby')
    const byId = labelledBy
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim()
    if (byId) return byId
    return table.caption?.textContent?.trim() || `table ${index + 1}`
  }

  // The last row of the head names the columns; a cell spanning several names each of them.
  const columnNames = (table: HTMLTableElement): string[] => {
    const row = table.tHead?.rows[table.tHead.rows.length - 1]
    if (!row) return []
    return [...row.cells].flatMap((cell) => {
      const name = shownText(cell) || cell.textContent?.replace(/\s+/g, ' ').trim() || ''
      return Array.from({ length: cell.colSpan }, () => name)
    })
  }

  const tables = [...document.querySelectorAll('table')]
  tables.forEach((table, tableIndex) => {
    if (unseen(table)) return
    const name = `table "${tableName(table, tableIndex)}"`
    const columns = columnNames(table)
    const columnName = (index: number) => columns[index] || `column ${index + 1}`

    for (const row of table.rows) {
      const header = row.parentElement === table.tHead
      const cells = [...row.cells]
      const firstColumns: number[] = []
      let columnIndex = 0
      for (const cell of cells) {
        firstColumns.push(columnIndex)
        columnIndex += cell.colSpan
      }
      cells.forEach((cell, index) => {
        const column = header ? shownText(cell) || columnName(firstColumns[index]!) : columnName(firstColumns[index]!)
        const nodes = shownTextNodes(cell)
        findSplitWords(nodes, name, () => column)

        // Text running out of its cell into the one beside it (a column too narrow for what it holds).
        const rects = nodes.flatMap((node) => {
          range.selectNodeContents(node)
          return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
        })
        // A pinned column (position: sticky, a row's actions) covers the cells scrolling under
        // it by design: they come out from under it as the box scrolls.
        const pinned = (element: Element) => getComputedStyle(element).position === 'sticky'
        for (const neighbour of [cells[index - 1], cells[index + 1]]) {
          if (!neighbour || pinned(cell) || pinned(neighbour)) continue
          const box = neighbour.getBoundingClientRect()
          const crossing = rects.find(
            (rect) =>
              rect.right > box.left + 0.5 &&
              rect.left < box.right - 0.5 &&
              rect.bottom > box.top + 0.5 &&
              rect.top < box.bottom - 0.5,
          )
          if (!crossing) continue
          const neighbourIndex = cells.indexOf(neighbour)
          const into = header
            ? shownText(neighbour) || columnName(firstColumns[neighbourIndex]!)
            : columnName(firstColumns[neighbourIndex]!)
          found.push({ table: name, column, problem: { kind: 'overlap', header, text: shownText(cell), into } })
        }
      })
    }
  })

  // The lists a table turns into on a phone (DataTable's compact rows, the parking lots'
  // cards): their words as well. A field's column is the header before its value.
  for (const list of document.querySelectorAll('main ul[aria-label], main ol[aria-label]')) {
    if (unseen(list)) continue
    const name = `list "${list.getAttribute('aria-label')}"`
    for (const item of list.children) {
      findSplitWords(shownTextNodes(item), name, (node) => {
        const header = node.parentElement?.closest('dd')?.previousElementSibling
        return header?.tagName === 'DT' ? shownText(header) : 'row'
      })
    }
  }
  return found
}

/** At most this many broken words are named per column: one is enough to see what is wrong. */
const WORDS_NAMED = 3

/**
 * What is wrong with the tables the page shows, one readable line per column and problem:
 * 'table "Search events", column "Query": words broken across lines: "Bislett" (4 lines), …'.
 */
export async function tableTextProblems(page: Page): Promise<string[]> {
  // tsx (tests/screenshots.ts, the benches) compiles with esbuild's keepNames, which wraps each
  // named inner function in a call to its module's __name helper: the page needs one too.
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  const found = await page.evaluate(measureTables, LONGEST_UNBROKEN_WORD)
  const lines: string[] = []
  const splits = new Map<string, Array<{ word: string; lines: number }>>()
  const overlaps = new Map<string, { text: string; rows: number }>()
  for (const { table, column, problem } of found) {
    if (problem.kind === 'overlap' && problem.header) {
      lines.push(`${table}: header "${column}" runs into the header "${problem.into}" beside it`)
    } else if (problem.kind === 'overlap') {
      const key = `${table}, column "${column}": text runs into the column "${problem.into}" beside it`
      const seen = overlaps.get(key)
      overlaps.set(key, { text: seen?.text ?? problem.text, rows: (seen?.rows ?? 0) + 1 })
    } else {
      const key = `${table}, column "${column}"`
      splits.set(key, [...(splits.get(key) ?? []), problem])
    }
  }
  for (const [key, { text, rows }] of overlaps) lines.push(`${key} in ${rows} row(s), e.g. "${text}"`)
  for (const [key, words] of splits) {
    const distinct = [...new Map(words.map((word) => [word.word, word])).values()]
    const named = distinct
      .slice(0, WORDS_NAMED)
      .map(({ word, lines }) => `"${word}" (${lines} lines)`)
      .join(', ')
    const more = distinct.length > WORDS_NAMED ? ` and ${distinct.length - WORDS_NAMED} more` : ''
    lines.push(`${key}: words broken across lines: ${named}${more}`)
  }
  return [...new Set(lines)]
}

/**
 * Resizes the loaded page to `width` (and `height`, else keeping its own) and resolves once
 * the layout has settled as a person would see it: two animation frames after the resize, by
 * which time the page's media queries have answered, React has drawn what they switch, and
 * the browser has laid it out.
 */
export async function resizeTo(page: Page, width: number, height = page.viewportSize()?.height ?? 900): Promise<void> {
  await page.setViewportSize({ width, height })
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
  )
}

/**
 * How many events of the list named `name` (a table's rows, or a list's items) a person
 * sees in the list's first screen: scrolled down to its first event, everything wholly
 * within the window's height under the header that stays on top (window.innerHeight, less a
 * sticky or fixed page header). 0 when there is no such list.
 */
export function eventsOnFirstScreen(page: Page, name: string): Promise<number> {
  return page.evaluate((listName) => {
    const list = [...document.querySelectorAll(`[aria-label="${CSS.escape(listName)}"]`)].find((element) =>
      element.checkVisibility(),
    )
    if (!list) return 0
    const items =
      list instanceof HTMLTableElement ? [...list.tBodies].flatMap((body) => [...body.rows]) : [...list.children]
    const first = items[0]?.getBoundingClientRect()
    if (!first) return 0
    const header = document.querySelector('body header')
    const stays = header !== null && ['sticky', 'fixed'].includes(getComputedStyle(header).position)
    const screenEnd = first.top + window.innerHeight - (stays ? header.getBoundingClientRect().height : 0)
    return items.filter((item) => item.getBoundingClientRect().bottom <= screenEnd + 0.5).length
  }, name)
}

/**
 * The selects whose chosen option's text does not fit inside them ('All navigation app'
 * for 'All navigation apps'), measured with the select's own font: one line each.
 */
export async function clippedSelects(page: Page): Promise<string[]> {
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')
    if (!context) return []
    const clipped: string[] = []
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility()) continue
      const text = select.selectedOptions[0]?.text ?? ''
      const style = getComputedStyle(select)
      context.font = style.font
      const needed = context.measureText(text).width
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (needed > room + 0.5) {
        const label = select.labels?.[0]?.textContent?.trim() || select.getAttribute('aria-label') || select.id
        clipped.push(
          `the select "${label}" cuts its text "${text}" short (${Math.ceil(needed)} px of text in ${Math.floor(room)} px)`,
        )
      }
    }
    return clipped
  })
}
