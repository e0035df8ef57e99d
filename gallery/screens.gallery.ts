// Storybook's anchor for the generated screen stories: main.ts lists this file once per
// screen and its indexer (.storybook/screenModules.ts) names that screen's stories, which
// gallery/screenStories.tsx makes. Nothing here is run.
export {}
