import { SimpleFaker, generateMersenne53Randomizer, type Randomizer } from '@faker-js/faker'

/**
 * The seeded randomness of one world: faker's Mersenne Twister, seeded, through SimpleFaker
 * (faker without locale data, none of which the world uses). The hot loops that draw
 * hundreds of thousands of numbers use a small PRNG seeded from faker, which is much
 * faster than going through faker's argument handling on every draw.
 */
export interface Random {
  /** A lot's id: the draws and digits of faker's database.mongodbObjectId(). */
  objectId(): string
  /** Uniform in [0, 1). */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T
  chance(probability: number): boolean
}

/**
 * The digits faker's string.hexadecimal draws from, with `casing: 'lower'` applied: its
 * 22 digits are 0-9, a-f and A-F, so a-f come twice as often as each decimal digit.
 */
const FAKER_HEX_DIGITS = Array.from('0123456789abcdefabcdef', (digit) => digit.charCodeAt(0))
const OBJECT_ID_DIGITS = 24

export function createRandom(seed: number): Random {
  return new SeededRandom(seed)
}

/**
 * A class rather than closures made per call: every world's Random then shares the same
 * methods, so code the engine has optimised and inlined them into for one world still
 * holds for the next (new closures each time sent it back to slower code once per world).
 */
class SeededRandom implements Random {
  private readonly randomizer: Randomizer
  private state: number

  constructor(seed: number) {
    this.randomizer = generateMersenne53Randomizer()
    const faker = new SimpleFaker({ randomizer: this.randomizer })
    faker.seed(seed)
    this.state = faker.number.int({ min: 1, max: 2 ** 31 - 1 })
  }

  // mongodbObjectId() is string.hexadecimal({ length: 24, casing: 'lower', prefix: '' }): per
  // digit, faker's number.int({ max: 21 }), which is floor(randomizer.next() * 22). Drawn
  // here without faker's four calls and argument handling per digit.
  objectId(): string {
    const digits: number[] = []
    for (let index = 0; index < OBJECT_ID_DIGITS; index++)
      digits.push(FAKER_HEX_DIGITS[Math.floor(this.randomizer.next() * 22)]!)
    return String.fromCharCode(...digits)
  }

  // mulberry32
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  // Index loops rather than reduce and destructuring, which left garbage behind on every draw
  // (a few MB a world). The sum is taken in the same order: the same rolls pick the same items.
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0
    for (let index = 0; index < items.length; index++) total += items[index]![1]
    let roll = this.next() * total
    for (let index = 0; index < items.length; index++) {
      roll -= items[index]![1]
      if (roll < 0) return items[index]![0]
    }
    return items[items.length - 1]![0]
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }
}
