import type { CDPSession, Page } from 'playwright-core'

// A page's heap as Chromium's DevTools protocol reports it, for the heap bench and the
// browser test that a call leaves nothing behind. Garbage is collected first, so what is
// left is what the page keeps.

/**
 * What a page's heap holds after a collection: the objects it keeps (V8's and Blink's), and
 * two parts that are not the page's. V8's compiled code of its functions grows while they run
 * often enough to be compiled again, optimised, by V8's later tiers; it is bounded by the
 * page's own code and V8 drops it under pressure. The DevTools network record keeps an entry
 * for every request while a DevTools client (playwright) watches the network; no visitor's
 * page has it.
 */
export interface HeapContents {
  objectBytes: number
  codeBytes: number
  networkRecordBytes: number
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

/** The page's heap after a forced collection, from a heap snapshot (a few seconds for a console's page). */
export async function heapContents(session: CDPSession): Promise<HeapContents> {
  await collectGarbage(session)
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  session.on('HeapProfiler.addHeapSnapshotChunk', collect)
  try {
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', collect)
  }
  return contentsOf(JSON.parse(chunks.join('')) as HeapSnapshot)
}

/** The parts of V8's heap snapshot format that say each node's kind and size. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  /** The nodes' fields, node_fields.length numbers a node. */
  nodes: number[]
  /** The nodes' names, by index. */
  strings: string[]
}

/** Blink's names of the DevTools network record's parts. */
const NETWORK_RECORD = /^blink::NetworkResourcesData\b/

function contentsOf({ snapshot: { meta }, nodes, strings }: HeapSnapshot): HeapContents {
  const fields = meta.node_fields.length
  const type = meta.node_fields.indexOf('type')
  const name = meta.node_fields.indexOf('name')
  const size = meta.node_fields.indexOf('self_size')
  const code = meta.node_types[0].indexOf('code')
  const contents = { objectBytes: 0, codeBytes: 0, networkRecordBytes: 0 }
  for (let node = 0; node < nodes.length; node += fields) {
    const bytes = nodes[node + size]!
    if (nodes[node + type] === code) contents.codeBytes += bytes
    else if (NETWORK_RECORD.test(strings[nodes[node + name]!]!)) contents.networkRecordBytes += bytes
    else contents.objectBytes += bytes
  }
  return contents
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
