// Types of security-headers.mjs for the TypeScript tests that import it.
export function inlineScripts(html: string): string[];
