export interface Random {
  /** A whole number from 0 up to, not including, `below`. */
  int(below: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}
export function seededRandom(seed: number): Random;
