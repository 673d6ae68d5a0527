import { z } from 'zod/mini';

// Build-time settings (Vite inlines import.meta.env). Parsed once so a malformed value fails
// loudly at build instead of producing broken links.
const schema = z.object({
  /** Public origin of the deployed site, for canonical URLs, link previews and the sitemap. */
  VITE_SITE_URL: z._default(z.url(), 'http://localhost:5173'),
});

const parsed = schema.parse({ VITE_SITE_URL: import.meta.env.VITE_SITE_URL || undefined });

export const SITE_URL = parsed.VITE_SITE_URL.replace(/\/$/, '');
