import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startMockServer } from '@mocks/server'

// A broken backend for faults.verify.test.ts: the simulated backend, whose provider states
// lay their events in the process's zone (the one it names), but whose lists cut their
// days in UTC. Run as a process of its own (`tsx contracts/utcListsBackend.ts`, in a zone
// other than UTC): a zone can only be switched in a process's main thread, and it is
// switched for each API request, so the states' setup still runs in the process's own
// zone. Prints the URL it answers on.

const ownZone = process.env.TZ
if (!ownZone || new Date(2024, 4, 14).getTimezoneOffset() === 0)
  throw new Error('Start it with TZ set to a zone other than UTC, such as Europe/Oslo')

const backend = await startMockServer({ port: 0 })

const proxy = createServer((incoming, outgoing) => {
  const api = incoming.url?.startsWith('/api/') ?? false
  const chunks: Buffer[] = []
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
  incoming.on('end', () => {
    // Only the request's own headers: fetch sets those of the hop itself.
    const headers = Object.entries(incoming.headers).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        !['host', 'content-length', 'transfer-encoding', 'connection'].includes(entry[0]),
    )
    // The verifier sends one request at a time, so no other request is answered meanwhile.
    if (api) process.env.TZ = 'UTC'
    fetch(new URL(incoming.url ?? '/', backend.url), {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    })
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer())
        process.env.TZ = ownZone
        outgoing.writeHead(response.status, { 'Content-Type': 'application/json' }).end(body)
      })
      .catch((error: unknown) => {
        process.env.TZ = ownZone
        outgoing.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }))
      })
  })
})

proxy.listen(0, '127.0.0.1', () => {
  console.log(`on http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)
})
