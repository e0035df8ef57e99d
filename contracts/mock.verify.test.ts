import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '../mocks/server'
import { mockStateHandlers, mockToken } from './mockStates'
import { STATES } from './pactNames'
import { committedPacts, providerStatesIn, verifyProvider } from './verify'

// The simulated backend must answer every interaction the console's pacts record.

describe('the simulated backend honours the pacts', () => {
  let server: RunningMockServer

  beforeAll(async () => {
    server = await startMockServer({ port: 0 })
  })

  afterAll(async () => {
    await server?.close()
  })

  it('has a state handler for every provider state the pacts use', () => {
    const handlers = mockStateHandlers(server.backend)
    expect(providerStatesIn(committedPacts()).filter((state) => !(state in handlers))).toEqual([])
  })

  it('verifies every interaction', async () => {
    await expect(
      verifyProvider({
        baseUrl: server.url,
        stateHandlers: mockStateHandlers(server.backend),
        token: mockToken(server.backend),
      }),
    ).resolves.toBeTypeOf('string')
  })

  it('fails the verification when a provider state cannot be set up', async () => {
    // Pact only logs a failing state handler; verify.ts must turn it into a failure.
    const stateHandlers = {
      ...mockStateHandlers(server.backend),
      [STATES.analyticsEventsExist]: () => Promise.reject(new Error('no events in this world')),
    }
    await expect(verifyProvider({ baseUrl: server.url, stateHandlers, token: mockToken(server.backend) })).rejects.toThrow(
      'analytics events exist: no events in this world',
    )
  })
})
