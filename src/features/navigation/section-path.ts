/** True when `pathname` is the section's own page or one of its sub-pages. */
export function isInSection(pathname: string, sectionPath: string): boolean {
  const path = stripTrailingSlash(pathname);
  const section = stripTrailingSlash(sectionPath);
  if (section === '') return path === '';
  return path === section || path.startsWith(`${section}/`);
}

function stripTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}
