// The seed of the world when the console's URL names none (?seed=N): 1, or VITE_MOCK_SEED at
// build time. The page (browser.ts) starts the backend with it, and the backend's worker
// builds that world before the page has asked (backendWorker.ts).

export const DEFAULT_SEED = /^\d+$/.test(import.meta.env.VITE_MOCK_SEED?.trim() ?? '')
  ? Number(import.meta.env.VITE_MOCK_SEED)
  : 1
