// Where the gallery's calls go, apart from the backend that answers them, so that the page's
// msw can tell them from the rest before any story has loaded that backend.

/**
 * Beside the page that shows the story (`…/iframe.html` calls `…/api/…`), so a gallery
 * served under a sub-path keeps its calls under it too.
 */
export function galleryApiRoot(): string {
  return new URL('.', globalThis.location.href).href.replace(/\/$/, '')
}

/**
 * Whether a request is a call to the gallery's API: not one of the files the page loads,
 * whose paths may hold `/api/` too (the dev server serves `src/api/http.ts` as it is).
 */
export function isGalleryApiCall(url: string): boolean {
  return url.startsWith(`${galleryApiRoot()}/api/`)
}
