import { placeholders, type PlaceholderPage } from '#site/content';

const byPath = new Map(placeholders.map((page) => [page.path, page]));

/** The placeholder page content for a site path, if content declares one. */
export function findPlaceholder(path: string): PlaceholderPage | undefined {
  return byPath.get(path);
}
