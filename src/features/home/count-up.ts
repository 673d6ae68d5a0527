/** Ease-out cubic: fast start, gentle landing. */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

/** The counter's value `elapsed` ms into an animation of `duration` ms towards `target`. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0) return target;
  return Math.round(target * easeOutCubic(elapsed / duration));
}

/**
 * A whole count with Brazilian digit grouping (2807 → "2.807"), as Intl.NumberFormat('pt-BR')
 * writes it. Done by hand: the first Intl formatter a page builds loads the locale's data, about
 * 50 ms of main thread at the benchmark's 4x slowdown, while the home page hydrates.
 */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${digits}` : digits;
}
