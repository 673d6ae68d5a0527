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
  const sectionPath = sectionPathOf(path);
  const section = sections.find((entry) => entry.path === sectionPath);
  if (!section) return [];
  return [
    { label: homeLabel, path: '/' },
    { label: section.title, path: section.path },
    { label: title, path },
  ];
}

/**
 * The path of the section a page lies below (/candidatos for /candidatos/faq), whose title its
 * breadcrumbs show; none for the home page, a section's own page and other top-level pages.
 */
export function sectionPathOf(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length < 2 ? undefined : `/${segments[0]}`;
}
