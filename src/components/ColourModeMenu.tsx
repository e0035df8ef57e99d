import { lazy, Suspense } from 'react'
import type { ColourModeMenuProps } from './ColourModeMenuButton'

// The theme menu, in the header and under the login form. Its code, and the colour mode's,
// loads beside the console's start instead of in it, which may not grow
// (tests/bench/coldLoad.ts): the page is drawn in the remembered mode before any of it
// (index.html's script), and the menu shows a moment after the rest of the header.

const ColourModeMenuButton = lazy(() => import('./ColourModeMenuButton'))

export function ColourModeMenu(props: ColourModeMenuProps) {
  return (
    // Holds the button's place while its code loads: appearing later, it would move what is
    // around it (on the login screen, the centred form, under a pointer about to click Sign in).
    <Suspense
      fallback={
        <span className="btn btn-sm invisible" aria-hidden="true">
          Theme
        </span>
      }
    >
      <ColourModeMenuButton {...props} />
    </Suspense>
  )
}
