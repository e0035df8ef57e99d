import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { wcagViolations } from '../support/axe'
import { runStory } from './runStory'

// The gallery's component stories, each run as Storybook runs it (its play function too,
// which asserts what the state shows) and checked by axe. A new story file joins by itself.

const files = import.meta.glob<Record<string, StoryObj> & { default: Meta }>('../../gallery/components/*.stories.tsx', {
  eager: true,
})

describe.each(Object.entries(files))('%s', (_file, module) => {
  it.each(Object.entries(composeStories(module)))('%s', async (_name, story) => {
    await runStory(story)
    const canvas = document.body.lastElementChild
    await waitFor(() =>
      expect(
        canvas?.textContent?.trim() || canvas?.querySelector('canvas, svg, img'),
        'the story shows nothing',
      ).toBeTruthy(),
    )
    expect(await wcagViolations(document.body)).toEqual([])
  })
})
