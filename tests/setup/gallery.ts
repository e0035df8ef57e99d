import { setProjectAnnotations } from '@storybook/react-vite'
import type { SetupWorker } from 'msw/browser'
import { setupServer } from 'msw/node'
import { afterEach, beforeAll, beforeEach, expect } from 'vitest'
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

// No act() anywhere (tests/gallery/runStory.ts says why): React is told it is not in a test,
// so it does not ask for act() around the updates that follow a story's first render.
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

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
