import { serializeJsonLd } from '@/lib/json-ld';

/**
 * Structured data for search engines. A data block, never run: the CSP does not hash it
 * (scripts/serve/security-headers.ts) and the prerendered HTML carries it, so crawlers read it without JS.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
