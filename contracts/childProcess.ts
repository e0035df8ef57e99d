import { spawn, type ChildProcess } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

// Commands the provider tests run as a backend team would (npm run contracts:verify, the
// standard pact verifier) and servers they start in processes of their own.

/** A command that has not ended by then is stopped, with all it started, and its run fails. */
const RUN_TIMEOUT_MS = 50_000

/** Stops a process started with `detached` and everything it started (its process group). */
export function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid)
  } catch {
    // Already gone.
  }
}

/** Runs `command` to its end: its exit code and all it printed, without colours, so a report reads as plain text. */
export function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  // A process group of its own, so a command that hangs can be stopped with its children.
  const child = spawn(command, args, { detached: true, env })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => {
    output += `\n(stopped after ${RUN_TIMEOUT_MS} ms)`
    stopGroup(child)
  }, RUN_TIMEOUT_MS)
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, output: stripVTControlCharacters(output) })
    })
  })
}

/** The URL a server started in `child` announces ("… on http://…"); rejects, with what it printed, if it exits first. */
export function announcedUrl(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve(url)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)))
  })
}
