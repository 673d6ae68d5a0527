// Build-time settings (Vite inlines import.meta.env), checked once so a malformed value fails
// loudly at build (the prerender imports this) instead of producing broken links.

const DEFAULT_SITE_URL = 'http://localhost:5173';

/** An http(s) origin without its trailing slash; anything else throws, naming the setting. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = value || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SITE_URL is not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`VITE_SITE_URL must be an http(s) address: ${JSON.stringify(raw)}`);
  return raw.replace(/\/$/, '');
}

/** Public origin of the deployed site, for canonical URLs, link previews and the sitemap. */
export const SITE_URL = parseSiteUrl(import.meta.env.VITE_SITE_URL);
