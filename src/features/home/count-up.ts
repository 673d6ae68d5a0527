import { languageInfo, type Language } from '@/lib/languages';

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
 * A whole count as the language writes it: 2807 → "2.807" (pt), "2,807" (en), "2807" (es, which
 * groups from five digits). Plain string work with the language's registered digit groups: the
 * counter formats every frame while it counts up, and building an Intl formatter would cost a cheap
 * phone's main thread tens of milliseconds the first time.
 */
export function formatCount(value: number, language: Language): string {
  const { separator, from } = languageInfo(language).digitGroups;
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.length < from ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return rounded < 0 ? `-${grouped}` : grouped;
}
