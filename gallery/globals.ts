import type { GlobalTypes } from 'storybook/internal/types'

// The gallery's toolbar: light or dark mode, the clock and the seed of the world, with the
// viewport's widths beside them. Storybook writes each choice into the story's link
// (`&globals=theme:dark;clock:year-end;seed:2;viewport.value:w375`), so a link shows what
// its sender saw.

/** The frozen moments a designer can pick, by the name a link carries; 'live' runs the clock. */
export const CLOCKS: Record<string, { title: string; at: string | null }> = {
  'mid-year': { title: 'Frozen: 1 Jun 2026, 10:00 UTC', at: '2026-06-01T10:00:00Z' },
  'year-end': { title: "Frozen: New Year's Eve 2026, 23:30 UTC", at: '2026-12-31T23:30:00Z' },
  live: { title: 'Running clock', at: null },
}

export const SEEDS = [1, 2, 3, 42]

/** The console's breakpoints as the viewport tool's widths. */
export const VIEWPORTS = Object.fromEntries(
  [
    [375, 812, 'mobile', 'Phone'],
    [768, 1024, 'tablet', 'Tablet'],
    [1024, 768, 'desktop', 'Small laptop'],
    [1440, 900, 'desktop', 'Desktop'],
  ].map(([width, height, type, name]) => [
    `w${width}`,
    { name: `${name} ${width}`, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
)

export const GLOBAL_TYPES: GlobalTypes = {
  theme: {
    description: 'Light or dark mode',
    toolbar: {
      title: 'Theme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light mode', icon: 'sun' },
        { value: 'dark', title: 'Dark mode', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  clock: {
    description: "The simulated backend's and the console's clock",
    toolbar: {
      title: 'Clock',
      icon: 'time',
      items: Object.entries(CLOCKS).map(([value, { title }]) => ({ value, title })),
      dynamicTitle: true,
    },
  },
  seed: {
    description: "The seed of the simulated backend's world",
    toolbar: {
      title: 'Seed',
      icon: 'database',
      // Numbers, as Storybook reads a link's `seed:2` back (its type for a value says string).
      items: SEEDS.map((seed) => ({ value: seed as unknown as string, title: `Seed ${seed}` })),
      dynamicTitle: true,
    },
  },
}

/**
 * No width of the viewport tool: a story fills the canvas, which beside Storybook's sidebar
 * and panel is narrower than the window, so a fixed 1440 px would open every story cut off.
 * A width picked wider than the canvas scrolls it.
 */
export const INITIAL_GLOBALS = {
  theme: 'light',
  clock: 'mid-year',
  seed: 1,
}

/** The seed and clock the toolbar names; a link may name any whole seed, and an unknown clock is the first. */
export function settingOf(globals: Record<string, unknown>): { seed: number; frozenAt: number | null } {
  const seed = Number(globals.seed)
  const clock = CLOCKS[String(globals.clock)] ?? CLOCKS['mid-year']!
  return {
    seed: Number.isSafeInteger(seed) && seed >= 0 ? seed : 1,
    frozenAt: clock.at === null ? null : Date.parse(clock.at),
  }
}
