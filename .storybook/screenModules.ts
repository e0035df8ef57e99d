import { fileURLToPath } from 'node:url'
import type { Indexer } from 'storybook/internal/types'
import { runnerImport, type Plugin } from 'vite'
import type { ScreenGroup } from '../gallery/screenGroups'

// How Storybook finds the generated screen stories (gallery/screenGroups.ts). Storybook's
// own indexer reads a story file's exports without running it, so generated stories need
// two things: an indexer that names them, and a module for each screen that exports them.
//
// Each screen is one entry of main.ts's `stories`, all pointing at gallery/screens.gallery.ts
// with the screen's title as prefix: Storybook gives each entry a docs page of its own, so
// every screen has one. The indexer below answers for each with that screen's stories, in
// a virtual module (virtual:gallery-screen/<key>) that the Vite plugin writes.

const TABLE = fileURLToPath(new URL('../gallery/screenGroups.ts', import.meta.url))
/**
 * vite.config.ts's ALIASES, which Node cannot import here (its own imports name no file
 * extension), and which runnerImport does not take from a config file.
 */
const ALIASES = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
}
const STORIES = fileURLToPath(new URL('../gallery/screenStories.tsx', import.meta.url))
const VIRTUAL = 'virtual:gallery-screen/'

/** The table, read in Node through Vite so that its imports resolve as the console's do. */
export async function loadScreenGroups(): Promise<ScreenGroup[]> {
  const { module } = await runnerImport<typeof import('../gallery/screenGroups')>(TABLE, {
    configFile: false,
    resolve: { alias: ALIASES },
    logLevel: 'error',
  })
  return module.screenGroups()
}

/** Names each screen's stories, for the `stories` entry whose title prefix is the screen's. */
export function screenIndexer(groups: ScreenGroup[]): Indexer {
  return {
    test: /screens\.gallery\.ts$/,
    async createIndex(_fileName, { makeTitle }) {
      // makeTitle puts the entry's prefix before the title it is given.
      const title = makeTitle('·').replace(/\/·$/, '')
      const group = groups.find((each) => each.title === title)
      if (!group) throw new Error(`The gallery has no screen titled ${title}`)
      return group.stories.map(({ exportName, name }) => ({
        type: 'story',
        importPath: `${VIRTUAL}${group.key}`,
        exportName,
        name,
        title: group.title,
        tags: ['autodocs'],
      }))
    },
  }
}

/** Writes each screen's module: its meta and a story per state, under the names the indexer gave. */
export function screenModules(groups: ScreenGroup[]): Plugin {
  return {
    name: 'gallery-screen-modules',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null
      const key = id.slice(VIRTUAL.length + 1)
      const group = groups.find((each) => each.key === key)
      if (!group) return null
      return [
        `import { screenModuleOf } from ${JSON.stringify(STORIES)}`,
        `const stories = screenModuleOf(${JSON.stringify(key)})`,
        'export default stories.default',
        ...group.stories.map(({ exportName }) => `export const ${exportName} = stories.${exportName}`),
      ].join('\n')
    },
  }
}
