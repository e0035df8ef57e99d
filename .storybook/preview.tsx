import { setupWorker } from 'msw/browser'
import { galleryPreview } from '../gallery/preview'

// The stories' calls reach the console's simulated backend through msw's service worker,
// registered beside iframe.html so that a gallery under a sub-path keeps it in scope.
export default galleryPreview(async () => {
  const worker = setupWorker()
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', window.location.href).pathname },
    quiet: true,
    // Storybook's own files and Vite's pass by; any other request the backend does not know is a mistake.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.includes('/api/')) print.warning()
    },
  })
  return worker
})
