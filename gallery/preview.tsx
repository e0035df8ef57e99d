import 'bootstrap/dist/css/bootstrap.min.css'
// The console's own adjustments to Bootstrap (dark mode's outline buttons and danger text among
// them), which the shell loads: a component's story draws without the shell.
import '@/app/layout.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'
import type { SetupWorker } from 'msw/browser'
import { useLayoutEffect, type ReactNode } from 'react'
import { chooseColourMode } from '@/lib/colourMode'
import { freezeClock } from '@/lib/clock'
import { GLOBAL_TYPES, INITIAL_GLOBALS, VIEWPORTS, settingOf } from './globals'

// What every story of the gallery shares, in Storybook (.storybook/preview.tsx) and in the
// story checks (tests/gallery): the toolbar, the colour mode, and msw-storybook-addon with
// the page's msw (a service worker in the browser, msw/node in the checks) handed in.

/** Draws its children in a colour mode, as the console's own theme menu would. */
function ColourMode({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  useLayoutEffect(() => chooseColourMode(mode), [mode])
  return children
}

const withColourMode: Decorator = (Story, { globals }) => (
  <ColourMode mode={globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ColourMode>
)

/** Each toolbar setting draws the story afresh: a new world's data is never mixed into the last one's screen. */
const remountOnSettings: Decorator = (Story, { globals }) => (
  <div key={`${String(globals.seed)}|${String(globals.clock)}`} className="sb-unstyled">
    <Story />
  </div>
)

export function galleryPreview(startMsw: () => Promise<SetupWorker>): Preview {
  return {
    ...createPreviewAnnotations(startMsw),
    globalTypes: GLOBAL_TYPES,
    initialGlobals: INITIAL_GLOBALS,
    decorators: [remountOnSettings, withColourMode],
    // Every story's relative times and 'today' follow the toolbar's clock, as the console's follow the backend's.
    loaders: [
      ({ globals }) => {
        freezeClock(settingOf(globals).frozenAt)
        return {}
      },
    ],
    parameters: {
      viewport: { options: VIEWPORTS },
      // WCAG 2.1 A and AA, as every other check of the console; a violation fails the story's test.
      a11y: {
        options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
        test: 'error',
      },
      options: { storySort: { order: ['Screens', 'Components'] } },
    },
  }
}
