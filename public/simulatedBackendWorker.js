// The simulated backend's service worker (mocks/browser.ts registers it): MSW's own script,
// mockServiceWorker.js (written by msw at install, not to be edited), with one change: it
// does not unregister itself when the last page it served unloads.
//
// MSW's worker unregisters itself when a page says it is closing (its beforeunload) and the
// worker then sees no other page. A full page load in the same tab (a reload, a typed or
// pasted URL such as /parking-lots/:id) closes the only page before the next one counts as
// one, so every such load unregistered the worker: the new page either started without it
// and installed it again, or, when the removal was still under way, MSW's update() of the
// registration failed with "Failed to update a ServiceWorker ...: Not found" as an uncaught
// error in the page. Kept registered, it still passes every request through while no page
// has started mocking (MSW's own rule), and stays until the site's data is cleared.
self.registration.unregister = () => Promise.resolve(false)
self.importScripts('./mockServiceWorker.js')
