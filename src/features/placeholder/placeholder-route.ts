import { notFound } from '@tanstack/react-router';
import { findPlaceholder } from './find-placeholder';

/** Route loader for a section's `$slug` pages: the placeholder content, or the not-found page. */
export function loadPlaceholder(section: string, slug: string) {
  const page = findPlaceholder(`/${section}/${slug}`);
  if (!page) throw notFound();
  return page;
}
