import { pages, type ContentPage } from '#site/content';

/** A long-form page from content/pages/<id>.yaml; a missing one is a content error. */
export function getPage(id: string): ContentPage {
  const page = pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`content/pages has no page with id ${id}`);
  return page;
}
