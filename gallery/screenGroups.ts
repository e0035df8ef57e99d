import { SCREENS, type Screen } from '@/app/screens'
import { SCREEN_STATES, type ScreenState } from './states'

// The gallery's screens: every screen of the console (src/app/screens.tsx) in every state
// of states.ts. Storybook's indexer (.storybook/main.ts) reads this in Node to name the
// stories; screenStories.tsx makes them.

export interface ScreenGroup {
  screen: Screen
  /** The sidebar's title: 'Screens/Analytics Dashboard'. */
  title: string
  /** The screen's name in module ids: 'AnalyticsDashboard'. */
  key: string
  stories: Array<{ exportName: string; name: string; state: ScreenState }>
}

function pascal(text: string): string {
  return text.replace(/(?:^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

export function screenGroups(): ScreenGroup[] {
  return SCREENS.map((screen) => ({
    screen,
    title: `Screens/${screen.title}`,
    key: pascal(screen.title),
    stories: SCREEN_STATES.filter((state) => state.shownOn?.(screen) ?? true).map((state) => ({
      exportName: state.key,
      name: state.name,
      state,
    })),
  }))
}
