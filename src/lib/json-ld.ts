/**
 * JSON for a <script type="application/ld+json">: "<" escaped so the text can never close the
 * element. Apart from the data's builders (structured-data.ts), which a page whose data the
 * prerender alone writes leaves out of the browser's code.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
