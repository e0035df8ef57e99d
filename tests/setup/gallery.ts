import { setProjectAnnotations } from '@storybook/react-vite'
import type { SetupWorker } from 'msw/browser'
import { setupServer } from 'msw/node'
import { afterEach, beforeEach, expect } from 'vitest'
import { galleryPreview } from '../../gallery/preview'

// The story checks run the gallery's own stories (portable stories) with the gallery's
// project annotations; the page's msw is msw/node here, where Storybook has its service worker.
setProjectAnnotations(
  galleryPreview(async () => {
    const server = setupServer()
    server.listen({ onUnhandledRequest: 'error' })
    // msw-storybook-addon types the page's msw as the browser's; the stories use only what both share (use, resetHandlers).
    return server as unknown as SetupWorker
  }),
)

// A story that logs an error has failed, as a browser test fails on a console error.
const logged: string[] = []
const originalError = console.error
beforeEach(() => {
  logged.length = 0
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
    originalError(...args)
  }
})
afterEach(() => {
  console.error = originalError
  expect(logged, 'console errors while the story showed').toEqual([])
})
