import type { ComposedStoryFn } from 'storybook/internal/types'
import type { ReactRenderer } from '@storybook/react-vite'

/**
 * Runs a story as the built gallery runs it in a browser: loaders, msw, the story drawn,
 * its play function; without React's act(), which Storybook's renderer leaves out there
 * (and on docs pages, which is how it is asked to here). With act, a story's render and
 * Testing Library's waits each switch React's act environment on and off, and an update
 * caught between the two was reported as a console error now and then on a busy machine.
 */
export function runStory(story: ComposedStoryFn<ReactRenderer>): Promise<void> {
  return story.run({ viewMode: 'docs' })
}
