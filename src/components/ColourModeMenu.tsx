import { lazy, Suspense } from 'react'
import type { ColourModeMenuProps } from './ColourModeMenuButton'

// The theme menu, in the header and under the login form. Its code, and the colour mode's,
// loads beside the console's start instead of in it, which may not grow
// (tests/bench/coldLoad.ts): the page is drawn in the remembered mode before any of it
// (index.html's script), and the menu shows a moment after the rest of the header.

const ColourModeMenuButton = lazy(() => import('./ColourModeMenuButton'))

export function ColourModeMenu(props: ColourModeMenuProps) {
  return (
    <Suspense fallback={null}>
      <ColourModeMenuButton {...props} />
    </Suspense>
  )
}
