import { Faker, en } from '@faker-js/faker'

/**
 * The seeded randomness of one world. Text comes from faker; the hot loops that draw
 * hundreds of thousands of numbers use a small PRNG seeded from faker, which is much
 * faster than going through faker's argument handling on every draw.
 */
export interface Random {
  faker: Faker
  /** Uniform in [0, 1). */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T
  chance(probability: number): boolean
}

export function createRandom(seed: number): Random {
  const faker = new Faker({ locale: [en] })
  faker.seed(seed)
  let state = faker.number.int({ min: 1, max: 2 ** 31 - 1 })

  // mulberry32
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  return {
    faker,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return items[items.length - 1]![0]
    },
    chance: (probability) => next() < probability,
  }
}
