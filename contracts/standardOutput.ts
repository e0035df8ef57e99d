// Pact's verifier is native code: it prints its report straight to the process's standard
// output and error, and panics when a write would have to wait. Node leaves a pipe it writes
// to non-blocking, so a reader slower than the report (a log shipper, `| tee`, a busy CI
// machine) crashed the verification. Blocking, the verifier's writes wait for the reader.
export function waitForSlowReaders() {
  for (const stream of [process.stdout, process.stderr]) {
    const handle = (stream as { _handle?: { setBlocking?: (blocking: boolean) => unknown } })._handle
    handle?.setBlocking?.(true)
  }
}

// Vitest's global setup for the provider tests: it runs in the main process, whose standard
// output the verifier shares from the worker threads (their own streams have no handle).
export const setup = waitForSlowReaders
