import { configure, getConfig, type Config } from '@testing-library/dom'

// Testing Library's own switch, on during each try of a findBy*/waitFor: a query that fails
// then says what it looked for, without listing the page's roles and names or printing the
// page, which on a screen of a thousand elements costs more than the query itself.
type Diagnostics = Config & { _disableExpensiveErrorDiagnostics?: boolean }

/** Whether a failed query's message is being built for a try that will be retried. */
export const duringRetries = () => (getConfig() as Diagnostics)._disableExpensiveErrorDiagnostics === true

/** Runs `check` as one try of a wait: if it fails, its message is short. */
export function quietly(check: () => void) {
  configure({ _disableExpensiveErrorDiagnostics: true } as Partial<Diagnostics>)
  try {
    check()
  } finally {
    configure({ _disableExpensiveErrorDiagnostics: false } as Partial<Diagnostics>)
  }
}
