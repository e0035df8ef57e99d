import { describe, expect, it } from 'vitest'
import { serializeRequest, serializeResponse, toRequest, toResponse, transferables } from '@mocks/workerProtocol'

// What crosses between the page and the backend worker: a request and its answer, whole.

describe('the page-worker messages', () => {
  it('carry a request whole: method, URL, headers and body', async () => {
    const sent = new Request('http://console.test/api/parking-lots/abc?x=1', {
      method: 'PUT',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ø 🅿️' }),
    })
    const message = await serializeRequest(sent)
    expect(transferables(message)).toEqual([message.body])
    const received = toRequest(structuredClone(message))
    expect([received.method, received.url, received.headers.get('Authorization')]).toEqual([
      'PUT',
      'http://console.test/api/parking-lots/abc?x=1',
      'Bearer t',
    ])
    expect(await received.json()).toEqual({ name: 'Ø 🅿️' })
  })

  it('carry a GET without a body', async () => {
    const message = await serializeRequest(new Request('http://console.test/api/health'))
    expect(message.body).toBeNull()
    expect(transferables(message)).toEqual([])
    expect(toRequest(message).method).toBe('GET')
  })

  it('carry an answer whole, and one without a body for the statuses that have none', async () => {
    const answer = toResponse(
      structuredClone(
        await serializeResponse(Response.json({ message: 'Not found: x' }, { status: 404, statusText: 'Not Found' })),
      ),
    )
    expect([answer.status, answer.statusText, answer.headers.get('Content-Type')]).toEqual([
      404,
      'Not Found',
      'application/json',
    ])
    expect(await answer.json()).toEqual({ message: 'Not found: x' })

    const empty = await serializeResponse(new Response(null, { status: 204 }))
    expect(empty.body).toBeNull()
    expect(toResponse(empty).status).toBe(204)
  })
})
