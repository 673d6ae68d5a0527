// A small seeded generator (mulberry32) for the fuzz tests: the same seed sends the same requests
// on every run, so a failure replays exactly.
export interface Random {
  /** A whole number from 0 up to, not including, `below`. */
  int(below: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (probability: number) => next() < probability;
  return { int, pick, chance };
}
