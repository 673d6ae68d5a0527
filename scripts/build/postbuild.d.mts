// Types of postbuild.mjs for the TypeScript tests that import it.
export function listFiles(dir: string): Promise<string[]>;
export function pagePath(file: string): string;
export function pagePolicies(dist: string, supabaseUrl: string): Promise<{ path: string; csp: string }[]>;
export function announcedFeeds(html: string): string[];
export function precompress(dist: string): Promise<number>;
export function postbuild(options?: { dist?: string; supabaseUrl?: string }): Promise<void>;
