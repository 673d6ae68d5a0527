/**
 * High-contrast mode (DESIGN point 12): a third look beside dark and light, shown through
 * <html data-contrast="high"> and remembered under this localStorage key. index.html applies the
 * stored choice before first paint, the same way it applies the theme.
 */
export const CONTRAST_STORAGE_KEY = 'contrast';
export const CONTRAST_ATTRIBUTE = 'data-contrast';

export function isHighContrast(): boolean {
  return document.documentElement.getAttribute(CONTRAST_ATTRIBUTE) === 'high';
}

/** Turns the mode on or off now and remembers the choice (storage may be unavailable). */
export function setHighContrast(on: boolean) {
  if (on) document.documentElement.setAttribute(CONTRAST_ATTRIBUTE, 'high');
  else document.documentElement.removeAttribute(CONTRAST_ATTRIBUTE);
  try {
    if (on) localStorage.setItem(CONTRAST_STORAGE_KEY, 'high');
    else localStorage.removeItem(CONTRAST_STORAGE_KEY);
  } catch {
    // Private modes may refuse storage: the mode still applies to this page.
  }
}
