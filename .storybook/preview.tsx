import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { isGalleryApiCall } from '../gallery/apiRoot'
import { galleryPreview } from '../gallery/preview'

// The stories' calls reach the console's simulated backend through msw's service worker,
// registered beside iframe.html so that a gallery under a sub-path keeps it in scope. It
// starts as the page loads, beside Storybook's own start, rather than at the first story.
const worker = setupWorker()
const started = worker
  .start({
    serviceWorker: { url: new URL('mockServiceWorker.js', window.location.href).pathname },
    quiet: true,
    // Storybook's own files and Vite's pass by; a call the backend does not know is a mistake.
    onUnhandledRequest: (request, print) => {
      if (isGalleryApiCall(request.url)) print.warning()
    },
  })
  .then(() => worker)

// An object written out, not a call's result: Storybook reads this file's default export
// without running it (for its tags, and whether it is a CSF factory preview).
const preview: Preview = { ...galleryPreview(() => started) }

export default preview
