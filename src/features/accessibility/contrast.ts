// The built stylesheet's URL; vite.config.ts writes the same into index.html's inline script.
import highContrastStylesheet from './high-contrast.css?url';

/**
 * High-contrast mode (docs/decisions.md, Looks and behaviour): a third look beside dark and light,
 * shown through <html data-contrast="high"> and remembered under this localStorage key. index.html
 * applies the stored choice before first paint, the same way it applies the theme.
 *
 * Its stylesheet is not part of the entry stylesheet every page blocks first paint on: index.html
 * links it (parser-inserted, so it still blocks first paint) only for a visitor who chose the
 * mode, and turning the mode on here loads it before the look changes.
 */
export const CONTRAST_STORAGE_KEY = 'contrast';
export const CONTRAST_ATTRIBUTE = 'data-contrast';

export function isHighContrast(): boolean {
  return document.documentElement.getAttribute(CONTRAST_ATTRIBUTE) === 'high';
}

/** Resolves once the high-contrast stylesheet applies, linking it first if the page has not. */
function loadStylesheet(): Promise<void> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === highContrastStylesheet,
  );
  if (linked?.sheet) return Promise.resolve();
  const link = linked ?? document.createElement('link');
  const loaded = new Promise<void>((resolve) => {
    // On error the mode still switches: the attribute is harmless without its rules.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (!linked) {
    link.rel = 'stylesheet';
    link.href = highContrastStylesheet;
    document.head.append(link);
  }
  return loaded;
}

/** The latest choice: a quick on-then-off must not end on once the stylesheet arrives. */
let wanted = false;

/**
 * Turns the mode on or off and remembers the choice (storage may be unavailable). Turning it on
 * waits for its stylesheet, so the page never shows the attribute without its rules.
 */
export async function setHighContrast(on: boolean): Promise<void> {
  wanted = on;
  try {
    if (on) localStorage.setItem(CONTRAST_STORAGE_KEY, 'high');
    else localStorage.removeItem(CONTRAST_STORAGE_KEY);
  } catch {
    // Private modes may refuse storage: the mode still applies to this page.
  }
  if (on) await loadStylesheet();
  if (wanted) document.documentElement.setAttribute(CONTRAST_ATTRIBUTE, 'high');
  else document.documentElement.removeAttribute(CONTRAST_ATTRIBUTE);
}
