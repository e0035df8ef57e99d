import { setupWorker } from 'msw/browser'
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
      if (new URL(request.url).pathname.includes('/api/')) print.warning()
    },
  })
  .then(() => worker)

export default galleryPreview(() => started)
