import { sections, type Section } from '#site/content';

/** The section index content for a path; a missing one is a content error, caught by the build. */
export function getSection(path: string): Section {
  const section = sections.find((entry) => entry.path === path);
  if (!section) throw new Error(`content/sections has no entry with path ${path}`);
  return section;
}
