import { afterEach, describe, expect, it } from 'vitest'
import { isGalleryApiCall } from '../../gallery/apiRoot'

// The gallery's msw warns of a request no handler answered only when it is an API call:
// the dev server's own files sit under paths holding /api/ too (src/api/http.ts).

describe("the gallery's API calls, told from the page's files", () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('counts a call under the API beside the story page, under a sub-path too', () => {
    window.history.replaceState(null, '', '/design/gallery/iframe.html?id=screens-parking-lots--data')
    const { origin } = window.location
    expect(isGalleryApiCall(`${origin}/design/gallery/api/parking-lots?limit=50`)).toBe(true)
    expect(isGalleryApiCall(`${origin}/design/gallery/api/no-such-call`)).toBe(true)
  })

  it("leaves out the dev server's modules and assets, whose paths hold /api/", () => {
    window.history.replaceState(null, '', '/iframe.html?id=screens-parking-lots--data')
    const { origin } = window.location
    expect(isGalleryApiCall(`${origin}/src/api/http.ts`)).toBe(false)
    expect(isGalleryApiCall(`${origin}/src/api/parkingLots.ts?t=1`)).toBe(false)
    expect(isGalleryApiCall(`${origin}/node_modules/.cache/storybook/sb-vite/deps/api.js`)).toBe(false)
    expect(isGalleryApiCall('https://tiles.example.org/api/1/2/3.png')).toBe(false)
  })
})
