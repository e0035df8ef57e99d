import { describe, expect, it } from 'vitest'
import { mayStartWithoutReload } from '@mocks/serviceWorker'

// When msw may start on a page without reloading it (mocks/serviceWorker.ts): msw reloads
// a page its registered worker does not control, which would throw away what a person did
// since the page loaded. The browser's service worker container is played by fakes here;
// the browser test (tests/e2e/simulatedBackend.test.ts) hard-reloads a real page.

const SCRIPT = 'https://console.example/simulatedBackendWorker.js'

type State = ServiceWorkerState | 'installing' | 'installed'

class FakeWorker extends EventTarget {
  constructor(
    readonly scriptURL: string,
    public state: State,
  ) {
    super()
  }
  becomes(state: State) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null
  constructor(readonly registrations: Array<Partial<Record<'installing' | 'waiting' | 'active', FakeWorker>>> = []) {
    super()
  }
  async getRegistrations() {
    return this.registrations
  }
  claimedBy(worker: FakeWorker) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

const decide = (container: FakeContainer) =>
  mayStartWithoutReload(container as unknown as ServiceWorkerContainer, SCRIPT)

/** Whether `decision` has settled, once every promise queued so far has run. */
async function settled(decision: Promise<boolean>): Promise<boolean> {
  const pending = Symbol('pending')
  return (await Promise.race([decision, new Promise((resolve) => setTimeout(() => resolve(pending)))])) !== pending
}

describe('msw may start on a page without reloading it', () => {
  it('when its worker controls the page', async () => {
    const active = new FakeWorker(SCRIPT, 'activated')
    const container = new FakeContainer([{ active }])
    container.controller = active
    expect(await decide(container)).toBe(true)
  })

  it('on a first visit, with no worker of its own registered yet (another script at the scope does not count)', async () => {
    expect(await decide(new FakeContainer())).toBe(true)
    expect(
      await decide(new FakeContainer([{ active: new FakeWorker('https://console.example/other.js', 'activated') }])),
    ).toBe(true)
  })

  it('never on a page loaded past its active worker (a hard reload), which the worker never claims', async () => {
    expect(await decide(new FakeContainer([{ active: new FakeWorker(SCRIPT, 'activated') }]))).toBe(false)
  })

  it.each(['installing', 'waiting'] as const)(
    'on a page that started while its worker was %s: once the worker claims the page',
    async (phase) => {
      const coming = new FakeWorker(SCRIPT, phase === 'installing' ? 'installing' : 'installed')
      const container = new FakeContainer([{ [phase]: coming }])
      const decision = decide(container)
      expect(await settled(decision)).toBe(false)
      coming.becomes('activating')
      expect(await settled(decision)).toBe(false)
      container.claimedBy(coming)
      expect(await decision).toBe(true)
    },
  )

  it('not when the worker being installed fails, while the page waits or before', async () => {
    const coming = new FakeWorker(SCRIPT, 'installing')
    const decision = decide(new FakeContainer([{ installing: coming }]))
    expect(await settled(decision)).toBe(false)
    coming.becomes('redundant')
    expect(await decision).toBe(false)

    const failing = new FakeWorker(SCRIPT, 'installing')
    const early = decide(new FakeContainer([{ installing: failing }]))
    failing.becomes('redundant')
    expect(await early).toBe(false)
  })

  it('at once when the page was claimed while the registrations were read', async () => {
    const coming = new FakeWorker(SCRIPT, 'installing')
    const container = new FakeContainer([{ installing: coming }])
    const decision = decide(container)
    container.controller = coming
    expect(await decision).toBe(true)
  })
})
