import { outputEntryPath } from '../output-kinds';
import { ALL_LINES_GROUP } from '../research-line-groups';
import { words, type CategoryName, type SearchCategory, type SearchEntry } from './search-entry';

// Run by Velite at build time (velite.config.ts, prepare): the result is .velite/searchIndex.json,
// which the search page imports as data, so no visitor's browser rebuilds it. It lives in src/lib,
// not the search feature, because the content build imports no feature. (Relative imports: Velite
// loads this file outside Vite's aliases.)

// The content's types only (erased at build), as the rest of the site reads them.
type SearchedContent = Pick<
  typeof import('#site/content'),
  | 'advisers'
  | 'areaGroups'
  | 'faq'
  | 'navigation'
  | 'news'
  | 'placeholders'
  | 'publications'
  | 'researchLines'
  | 'sections'
>;

// The category a result shows, by the section its page belongs to.
const SECTION_CATEGORY: Record<string, SearchCategory> = {
  '/institucional': 'institutional',
  '/candidatos': 'candidates',
  '/projetos': 'projects',
  '/producao': 'output',
  '/noticias': 'news',
  '/area-aluno': 'students',
};

/**
 * Everything the site's content offers to search, built once from the content collections, with
 * its categories named by `categoryName` (the content's language). An entry's title, excerpt and
 * category are searched already; its keywords are only what else should find it (an adviser's
 * research lines, a line's areas), made here rather than carried by the content every page loads.
 */
export function contentEntries(
  { advisers, areaGroups, faq, navigation, news, placeholders, publications, researchLines, sections }: SearchedContent,
  categoryName: CategoryName,
): SearchEntry[] {
  const categoryOf = (path: string) => categoryName(SECTION_CATEGORY[`/${path.split('/')[1]}`] ?? 'general');
  const lineTitle = new Map(researchLines.map((line) => [line.number, line.title]));
  const entries: SearchEntry[] = [];
  // Each result in the language its unit is written in (unit-language.ts), marked so on the page.
  const languageOf = (unit: object) =>
    'language' in unit ? { language: unit.language as SearchEntry['language'] } : {};
  for (const section of sections) {
    entries.push({
      ...languageOf(section),
      title: section.title,
      path: section.path,
      category: categoryOf(section.path),
      excerpt: section.subtitle,
      keywords: [],
    });
    for (const card of section.cards) {
      if (card.path)
        entries.push({
          ...languageOf(section),
          title: card.title,
          path: card.path,
          category: categoryOf(card.path),
          excerpt: card.description,
          keywords: words(card.title),
        });
    }
  }
  for (const menu of navigation) {
    entries.push({
      ...languageOf(menu),
      title: menu.label,
      path: menu.path,
      category: categoryOf(menu.path),
      excerpt: menu.description,
      keywords: menu.links.map((link) => link.label),
    });
  }
  const subtitleOf = (path: string) => sections.find((section) => path.startsWith(`${section.path}/`))?.subtitle ?? '';
  for (const page of placeholders) {
    entries.push({
      ...languageOf(page),
      title: page.title,
      path: page.path,
      category: categoryOf(page.path),
      excerpt: subtitleOf(page.path),
      keywords: [],
    });
  }
  for (const adviser of advisers) {
    entries.push({
      title: adviser.name,
      path: '/orientadores',
      category: categoryName('advisers'),
      excerpt: adviser.areaNames.join(' · '),
      keywords: adviser.researchLines.map((line) => lineTitle.get(line) ?? String(line)),
    });
  }
  for (const line of researchLines) {
    entries.push({
      ...languageOf(line),
      title: `${line.number}. ${line.title}`,
      path: '/linhas-pesquisa',
      category: categoryName('research'),
      excerpt: line.description,
      // The area groups holding the line (not the one of every line), and their subareas.
      keywords: areaGroups
        .filter((group) => group.id !== ALL_LINES_GROUP && group.lines.includes(line.number))
        .flatMap((group) => [group.name, ...group.subareas]),
    });
  }
  for (const item of faq) {
    entries.push({
      ...languageOf(item),
      title: item.question,
      path: '/candidatos/faq',
      category: categoryName('candidates'),
      excerpt: item.answer,
      keywords: [],
    });
  }
  for (const item of news) {
    entries.push({
      ...languageOf(item),
      title: item.title,
      path: item.path,
      category: categoryName('news'),
      excerpt: item.excerpt,
      keywords: [item.category, item.author],
    });
  }
  for (const publication of publications) {
    entries.push({
      title: publication.title,
      // A featured publication is an article, listed with the database's (its entry's anchor).
      path: outputEntryPath('Artigo', publication.id),
      category: categoryName('highlight'),
      excerpt: `${publication.authors}. ${publication.journal}, ${publication.year}.`,
      keywords: publication.keywords,
    });
  }
  return entries;
}
