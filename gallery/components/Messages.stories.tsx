import type { Meta, StoryObj } from '@storybook/react-vite'
import { UnsecuredJWT } from 'jose'
import type { ReactNode } from 'react'
import { fn } from 'storybook/test'
import { SessionExpiryNotice } from '@/auth/SessionExpiryNotice'
import { AuthContext, type AuthContextValue } from '@/auth/AuthProvider'
import { now } from '@/lib/clock'
import { MessageBanner } from '@/features/live-data/MessageBanner'
import { BANNER_MS, type BannerMessage } from '@/features/live-data/useMessageBanner'

// The messages that tell how an action went: the live-data screen's toast (a success, one
// that offers Undo, a failure) fixed at the bottom of the window, and the notice at the top
// of every screen in a session's last five minutes. (A failed load is ErrorBlock, in
// Components/EmptyAndError.)

const meta: Meta = {
  title: 'Components/Messages',
  component: MessageBanner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The live-data screen's message toast (MessageBanner in src/features/live-data/MessageBanner.tsx) and the session-expiry notice (src/auth/SessionExpiryNotice.tsx).",
      },
    },
  },
}

export default meta
type Story = StoryObj

/**
 * A toast story: the toast is fixed to the bottom of the window, so on the docs page each
 * one gets a frame of its own. It stays until closed: the stories do not hide it after
 * its time.
 */
const toast = (description: string, message: BannerMessage): Story => ({
  render: () => <MessageBanner message={message} onClose={fn()} />,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { story: description }, story: { inline: false, height: '140px' } },
  },
})

export const ToastSuccess = toast(
  `A success, said politely (a status region); it hides itself after ${BANNER_MS / 1000} s.`,
  { id: 1, variant: 'success', text: 'Live data enabled for LOT-0042.' },
)

export const ToastWithUndo = toast(
  'A success that offers Undo: it stays 10 s, and the time stands still while the pointer or the focus is on it.',
  {
    id: 2,
    variant: 'success',
    text: 'Live data disabled for 12 lots.',
    action: { label: 'Undo', run: fn(async () => {}) },
  },
)

export const ToastFailure = toast('A failure, said at once (an alert region).', {
  id: 3,
  variant: 'danger',
  text: 'Could not disable live data for LOT-0042: the server answered 503 Service Unavailable.',
})

export const ToastLongText = toast('A long message wraps within the toast; the close button stays at its top.', {
  id: 4,
  variant: 'danger',
  text: `Could not enable live data for 3 lots: ${Array.from({ length: 3 }, (_, index) => `LOT-${String(index + 1).padStart(4, '0')}-WITH-A-VERY-LONG-IDENTIFIER-THAT-DOES-NOT-BREAK`).join(', ')}.`,
})

/** A signed-in session whose token ends `minutes` after the console's clock (the toolbar's). */
function SignedIn({ minutes, children }: { minutes: number; children: ReactNode }) {
  const token = new UnsecuredJWT({}).setExpirationTime(Math.floor(now() / 1000) + minutes * 60).encode()
  const auth: AuthContextValue = {
    state: { status: 'authenticated', user: { id: 'admin-1', username: 'admin' }, token },
    login: async () => {},
    logout: fn(),
  }
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}

const notice = (description: string, minutes: number): Story => ({
  render: () => (
    <SignedIn minutes={minutes}>
      <SessionExpiryNotice />
    </SignedIn>
  ),
  parameters: { layout: 'fullscreen', docs: { description: { story: description } } },
})

export const SessionEndsSoon = notice(
  "The session's last five minutes: how many are left (rounded up: a token that ends 4½ minutes after the toolbar's clock says 5), and Sign in again.",
  4.5,
)

export const SessionLastMinute = notice('The last minute: "1 minute", singular.', 0.5)
