import type { CDPSession, Page } from 'playwright-core'

// A page's heap as Chromium's DevTools protocol reports it, for the heap bench and the
// browser test that a call leaves nothing behind. Garbage is collected first, so what is
// left is what the page keeps.

/** What a page keeps after a collection: V8's heap of JavaScript objects and Blink's of the browser's own (ports, streams, DOM). */
export interface HeapUse {
  jsBytes: number
  blinkBytes: number
}

/** A DevTools session on the page, with the heap profiler on. */
export async function heapSession(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page)
  await session.send('HeapProfiler.enable')
  return session
}

/** Collects garbage, twice: an object freed by the first collection may free others in the second. */
async function collectGarbage(session: CDPSession): Promise<void> {
  for (let round = 0; round < 2; round++) await session.send('HeapProfiler.collectGarbage')
}

/** The page's heap after a forced collection. */
export async function heapAfterGc(session: CDPSession): Promise<HeapUse> {
  await collectGarbage(session)
  const usage = await session.send('Runtime.getHeapUsage')
  return { jsBytes: usage.usedSize, blinkBytes: usage.embedderHeapUsedSize }
}

/** How many objects of a class of the page (by its global name: 'ReadableStream') are alive after a forced collection. */
export async function countAlive(session: CDPSession, className: string): Promise<number> {
  await collectGarbage(session)
  const { result: prototype } = await session.send('Runtime.evaluate', { expression: `${className}.prototype` })
  const { objects } = await session.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId! })
  const { result: count } = await session.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length }',
    returnByValue: true,
  })
  await Promise.all(
    [prototype, objects].map(({ objectId }) => session.send('Runtime.releaseObject', { objectId: objectId! })),
  )
  return count.value as number
}
