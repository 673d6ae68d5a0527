export type Crumb = { label: string; path: string };

/**
 * Início › section › page for a page below a section (/candidatos/faq); empty for the home page,
 * the section pages themselves and top-level pages, which need no trail.
 */
export function breadcrumbTrail(
  pathname: string,
  title: string,
  homeLabel: string,
  sections: readonly { path: string; title: string }[],
): Crumb[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const section = sections.find((entry) => entry.path === `/${segments[0]}`);
  if (!section) return [];
  return [
    { label: homeLabel, path: '/' },
    { label: section.title, path: section.path },
    { label: title, path },
  ];
}
