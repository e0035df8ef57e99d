import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { AuthGate } from '@/app/App'
import { AppProviders } from '@/app/AppProviders'
import type { Screen } from '@/app/screens'
import type { Backend } from '@mocks/backend'
import { carriesHostileText } from '@mocks/db/lots'
import { clearCalls, recordCalls } from './callLog'
import { readyBackend } from './galleryBackend'
import { settingOf } from './globals'
import { screenGroups, type ScreenGroup } from './screenGroups'
import { ScreenDocs } from './ScreenDocs'
import type { ScreenState } from './states'

// Every screen in every state (screenGroups.ts), as stories: each screen's are one CSF
// module, which Storybook loads as a virtual module (.storybook/screenModules.ts) and the
// story checks (tests/gallery) compose directly.

/** The address a screen's story opens: a parameter's value taken from the story's world. */
function routeOf(screen: Screen, state: ScreenState, backend: Backend): string {
  if (!screen.path.includes(':id')) return screen.path
  const lots = backend.data().db.parkingLot.getAll()
  // The hostile world's lot is one the scenario planted hostile text in.
  const lot = state.scenario(screen).hostile ? (lots.find((each) => carriesHostileText(each._id)) ?? lots[0]) : lots[0]
  return screen.path.replace(':id', encodeURIComponent(lot?._id ?? 'no-lot-in-this-world'))
}

/** The whole console at a route, signed in, as renderApp draws it for the component tests. */
function ConsoleAt({ route }: { route: string }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders>
        <AuthGate />
      </AppProviders>
    </MemoryRouter>
  )
}

interface Loaded {
  route: string
  handlers: RequestHandler[]
}

/** One screen's stories as a CSF module's exports: its meta (default) and a story per state. */
export function screenModule(group: ScreenGroup): Record<string, unknown> {
  const meta: Meta = {
    title: group.title,
    tags: ['autodocs'],
    parameters: {
      layout: 'fullscreen',
      docs: { page: ScreenDocs, description: { component: screenDocs(group) } },
    },
  }
  const stories = Object.fromEntries(
    group.stories.map(({ exportName, name, state }): [string, StoryObj] => [
      exportName,
      {
        name,
        loaders: [
          async (context): Promise<Loaded> => {
            const { backend, handlers } = await readyBackend({
              ...settingOf(context.globals),
              scenario: state.scenario(group.screen),
              holdCalls: state.holdCalls ?? false,
              role: state.role ?? 'admin',
            })
            return { route: routeOf(group.screen, state, backend), handlers }
          },
        ],
        // After msw-storybook-addon's own, which hands the page's msw to the story.
        beforeEach: ({ msw, loaded }) => {
          recordCalls(msw)
          clearCalls()
          msw.use(...(loaded as Loaded).handlers)
        },
        render: (_args, { loaded }) => <ConsoleAt route={(loaded as Loaded).route} />,
      },
    ]),
  )
  return { default: meta, ...stories }
}

/** The screen's docs page: where it is, the call its error comes from, and its states. */
function screenDocs({ screen, stories }: ScreenGroup): string {
  const lines = [
    `The console's **${screen.title}** screen at \`${screen.path}\`${screen.nav ? `, in the sidebar under ${screen.nav.group} → ${screen.nav.label}` : ', opened from its list'}.`,
    '',
    '**States**',
    '',
    ...stories.map(({ name, state }) => `- **${name}**: ${state.description(screen)}`),
    '',
    'Below: the screen with data, and the calls it made to draw it.',
  ]
  return lines.join('\n')
}

/** The stories of the screen `key` names (ScreenGroup.key), for its virtual module. */
export function screenModuleOf(key: string): Record<string, unknown> {
  const group = screenGroups().find((each) => each.key === key)
  if (!group) throw new Error(`The gallery has no screen ${key}`)
  return screenModule(group)
}
