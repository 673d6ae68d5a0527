import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The URL of each route file in src/routes, by TanStack Router's file-based conventions:
 * `a/index.tsx` is /a, `$slug` a parameter, a `_name` segment a pathless layout, `__root` the
 * root, and files or folders starting with `-` are not routes. A file name using another
 * convention throws, naming it, so this is extended rather than silently wrong;
 * tests/routes/route-registry.test.ts holds the result to the router's own route tree.
 */
export function routeFilePaths(dir = 'src/routes'): string[] {
  const paths = routeFiles(dir).flatMap((file) => {
    const segments = relative(dir, file)
      .replace(/\.tsx?$/, '')
      .split(sep);
    // The root and pathless layouts wrap pages; they are none themselves.
    if (segments.join('/') === '__root' || segments.at(-1)?.startsWith('_')) return [];
    const kept = segments.filter((segment, index) => {
      if (/^[a-z0-9-]+$|^\$[a-zA-Z]+$/.test(segment)) return !(segment === 'index' && index === segments.length - 1);
      if (/^_[a-z0-9-]+$/.test(segment)) return false; // a pathless layout (or its folder)
      throw new Error(`${file}: "${segment}" is a route file convention src/content-schema/routes.ts does not read`);
    });
    return [`/${kept.join('/')}`];
  });
  return [...new Set(paths)].sort();
}

/** The routes whose pages are code (no parameter): what content may link to besides its own pages. */
export function codeRoutes(dir = 'src/routes'): string[] {
  return routeFilePaths(dir).filter((path) => !path.includes('$'));
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('-') && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return routeFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
}
