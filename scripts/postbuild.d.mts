// Types of postbuild.mjs for the TypeScript tests that import it.
export function listFiles(dir: string): Promise<string[]>;
export function cspForDist(dist: string, supabaseUrl: string): Promise<string>;
export function precompress(dist: string): Promise<number>;
export function postbuild(options?: { dist?: string; supabaseUrl?: string }): Promise<void>;
