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

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole count as the language writes it: 2807 → "2.807" (pt-BR), "2,807" (en), "2807" (es,
 * which groups from five digits). `locale` is a BCP 47 tag, the page's `lang`. One formatter per
 * language, made on first use and kept: the counter formats every frame while it counts up.
 */
export function formatCount(value: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(Math.round(value));
}
