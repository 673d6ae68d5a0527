import { asRoute, type ContentPath } from '@/components/links';

/**
 * A result's path as the router's Link takes it: the path as `to` and an anchor
 * (`/producao/artigos#<id>`, an entry on a list) as `hash`; in `to`, the router would read the
 * anchor as part of the path.
 */
export function entryLink(path: ContentPath): { to: '/'; hash: string | undefined } {
  const at = path.indexOf('#');
  return at === -1
    ? { to: asRoute(path), hash: undefined }
    : { to: asRoute(path.slice(0, at)), hash: path.slice(at + 1) };
}
