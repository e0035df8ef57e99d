import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins } from '@mocks/originPolicy'

// `npm run mock:server -- --allow-origin ...`: which pages may call the controls.

describe('parseAllowedOrigins', () => {
  it("is the console's dev and preview origins when the flag is not given", () => {
    expect(parseAllowedOrigins(undefined)).toEqual({
      origins: ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'],
      problems: [],
    })
    expect(parseAllowedOrigins(undefined).origins).toEqual(DEFAULT_ALLOWED_ORIGINS)
  })

  it('takes the flag repeated and comma-separated, written as a browser sends Origin', () => {
    expect(
      parseAllowedOrigins([
        'https://Console.Example:443/, http://localhost:3000',
        'http://10.0.0.5:8080',
        'https://console.example',
      ]),
    ).toEqual({
      origins: ['https://console.example', 'http://localhost:3000', 'http://10.0.0.5:8080'],
      problems: [],
    })
  })

  it.each([
    '*',
    'null',
    'console.example',
    'https://console.example/admin',
    'https://console.example?x=1',
    'ftp://files.example',
    'https://user@console.example',
  ])('refuses %s, saying what an origin looks like', (value) => {
    expect(parseAllowedOrigins([value])).toEqual({
      origins: [],
      problems: [
        `--allow-origin takes origins such as https://console.example or http://localhost:3000 (scheme, host and port only), got "${value}"`,
      ],
    })
  })

  it('refuses an empty list', () => {
    expect(parseAllowedOrigins([' , '])).toEqual({
      origins: [],
      problems: ['--allow-origin needs at least one origin'],
    })
  })
})
