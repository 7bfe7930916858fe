// A small seeded PRNG (mulberry32). Every book draws from its own stream, derived from the fixed seed and its
// index, so any book can be generated on its own (to know another book's sku) and the result never depends on
// the order or chunk size of generation.

/** The fixed seed of the demo catalogue: change it and every generated value changes. */
export const SEED = 20_261_122;

/** Mixes numbers into one well-spread unsigned 32-bit value (murmur3-style finaliser). */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks with a bias towards the start of the list (power > 1 favours low indexes). */
  pickSkewed<T>(items: readonly T[], power: number): T {
    return items[Math.floor(this.next() ** power * items.length)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}

/** The stream for one item: the same (stream, index) always gives the same values. */
export function randomFor(stream: number, index: number): Random {
  return new Random(hash32(SEED, stream, index));
}

/** Weighted choice with the cumulative table built once (books draw from these a million times). */
export class Weighted<T> {
  private readonly values: T[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    this.values = entries.map(([value]) => value);
    let sum = 0;
    this.cumulative = entries.map(([, weight]) => {
      sum += weight;
      return sum;
    });
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    for (let i = 0; i < this.cumulative.length; i++) if (target < this.cumulative[i]!) return this.values[i]!;
    return this.values[this.values.length - 1]!;
  }
}
