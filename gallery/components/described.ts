import type { StoryObj } from '@storybook/react-vite'
import type { ReactElement } from 'react'
import { expect } from 'storybook/test'

/**
 * A story drawn by `render`, with what it shows in words for its docs page; with `shows`,
 * it also checks (its play function) that a person sees that text.
 */
export function described(description: string, render: () => ReactElement, shows?: string): StoryObj {
  return {
    render,
    parameters: { docs: { description: { story: description } } },
    ...(shows && {
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(shows)).toBeVisible()
      },
    }),
  }
}
