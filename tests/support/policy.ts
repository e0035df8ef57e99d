import { createHash } from 'node:crypto'

// Reading the content security policy a built page carries, for the tests that check it
// (unit, real build, demo build): worked out here from the page's text, not by the code that
// wrote it (contentSecurityPolicy.ts), so that a mistake there cannot check itself.

/** A policy's directives, each with its sources, in order: written as 'name source ...; name ...'. */
export function policyDirectives(policy: string): Array<[string, string[]]> {
  return policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ')
    return [name!, sources]
  })
}

/** The policy of the Content-Security-Policy meta tag in `html`, with its &quot; read back. */
export function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html)?.[1]?.replaceAll('&quot;', '"')
}

/** The source expression that allows an inline block with this text: 'sha256-' and the base64 of its SHA-256. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
