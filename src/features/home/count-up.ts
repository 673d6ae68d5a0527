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

const numberFormat = new Intl.NumberFormat('pt-BR');
export function formatCount(value: number): string {
  return numberFormat.format(value);
}
