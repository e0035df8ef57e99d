import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { loadScreenGroups, screenIndexer, screenModules } from './screenModules.ts'

// The designers' gallery (README#the-gallery-for-designers): every screen in every state,
// generated from the console's routes (gallery/screenGroups.ts), and the shared
// components' stories (gallery/components). `npm run storybook`, `npm run build-storybook`.

const groups = await loadScreenGroups()

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: [
    // Once per screen: see screenModules.ts.
    ...groups.map(({ title }) => ({ directory: '../gallery', files: 'screens.gallery.ts', titlePrefix: title })),
    '../gallery/components/*.stories.tsx',
  ],
  experimental_indexers: (existing) => [screenIndexer(groups), ...(existing ?? [])],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // msw's service worker, which answers the stories' calls; served beside iframe.html.
  staticDirs: [{ from: '../public/mockServiceWorker.js', to: 'mockServiceWorker.js' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's 'Get started' checklist and onboarding guide teach writing stories by hand;
  // the gallery's are generated, and a designer has none to write.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (config) => mergeConfig(config, { plugins: [screenModules(groups)] }),
}

export default config
