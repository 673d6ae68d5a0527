import { CODE_ROUTES } from './fields';
import type { Data } from './collections';
import { CONTENT_ROOT, formatProblems, type Problem } from './messages';
import { locateInContent } from './source-location';
import { ALL_LINES_GROUP } from '../lib/research-line-groups';
import { fillCitedFacts } from './facts';

/** Problems found across files, reported like the schemas' own. */
export class Problems {
  private problems: Problem[] = [];
  add(file: string, source: string, message: string) {
    this.problems.push({ file, source, message });
  }
  throwIfAny() {
    if (this.problems.length === 0) return;
    // Grouped by file in alphabetical order, like the schemas' report; each file's in the order found.
    const sorted = [...this.problems].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    throw new Error(formatProblems(sorted, locateInContent(CONTENT_ROOT)));
  }
}

export function crossCheck(data: Data) {
  const problems = new Problems();

  // Facts cited as {contact.<field>} (facts.ts): filled in first, so every check reads the text
  // as the site shows it.
  fillCitedFacts(data, problems);

  // Research lines: any positive numbers, each once.
  const lineNumbers = data.researchLines.map((line) => line.number);
  data.researchLines.forEach((line, index) => {
    if (lineNumbers.indexOf(line.number) !== index)
      problems.add('research-lines.yaml', `[${index}].number`, `a linha ${line.number} aparece duas vezes`);
  });
  const knownLines = new Set(lineNumbers);
  const checkLines = (file: string, entry: string, lines: number[]) =>
    lines.forEach((line, index) => {
      if (!knownLines.has(line))
        problems.add(file, `${entry}.[${index}]`, `a linha de pesquisa ${line} não existe em research-lines.yaml`);
    });
  data.areaGroups.forEach((group, index) => {
    // An empty list is one left out (the schema refuses an empty one written out).
    if (group.id === ALL_LINES_GROUP && group.lines.length > 0)
      problems.add(
        'area-groups.yaml',
        `[${index}].lines`,
        `o grupo ${ALL_LINES_GROUP} reúne todas as linhas sozinho: apague lines`,
      );
    if (group.id !== ALL_LINES_GROUP && group.lines.length === 0)
      problems.add('area-groups.yaml', `[${index}].lines`, 'campo obrigatório: está faltando');
    checkLines('area-groups.yaml', `[${index}].lines`, group.lines);
  });
  data.advisers.forEach((adviser, index) =>
    checkLines('advisers.yaml', `[${index}].researchLines`, adviser.researchLines),
  );
  data.publications.forEach((publication, index) =>
    checkLines('publications.yaml', `[${index}]`, [publication.researchLine]),
  );

  // Advisor areas: each id once (advisers refer to them).
  const areaIds = data.advisorAreas.map((area) => area.id);
  data.advisorAreas.forEach((area, index) => {
    if (areaIds.indexOf(area.id) !== index)
      problems.add('advisor-areas.yaml', `[${index}].id`, `a área ${area.id} aparece duas vezes`);
  });
  data.advisers.forEach((adviser, index) =>
    adviser.areas.forEach((area, areaIndex) => {
      if (!areaIds.includes(area))
        problems.add(
          'advisers.yaml',
          `[${index}].areas.[${areaIndex}]`,
          `a área ${area} não está em advisor-areas.yaml`,
        );
    }),
  );

  // FAQ ids are anchors: unique.
  const faqIds = data.faq.map((item) => item.id);
  data.faq.forEach((item, index) => {
    if (faqIds.indexOf(item.id) !== index)
      problems.add('faq.yaml', `[${index}].id`, `o id ${item.id} aparece duas vezes`);
  });

  // Every internal link points at a page of the site.
  const sectionPaths = data.sections.map((section) => section.path);
  const routes = new Set([
    ...CODE_ROUTES,
    ...sectionPaths,
    ...data.placeholders.map((page) => page.path),
    ...data.news.map((item) => item.path),
  ]);
  const checkPath = (file: string, source: string, path: string | undefined) => {
    if (path !== undefined && !routes.has(path)) problems.add(file, source, `"${path}" não é uma página do site`);
  };
  data.placeholders.forEach((page, index) => {
    if (CODE_ROUTES.includes(page.path) || sectionPaths.includes(page.path))
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" já tem página própria`);
    else if (!sectionPaths.includes(page.section))
      problems.add(
        'placeholders.yaml',
        `[${index}].path`,
        `"${page.path}" não está dentro de uma seção (${sectionPaths.join(', ')})`,
      );
    if (data.placeholders.findIndex((other) => other.path === page.path) !== index)
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" aparece duas vezes`);
  });
  data.navigation.forEach((menu, index) => {
    checkPath('navigation.yaml', `[${index}].path`, menu.path);
    menu.links.forEach((link, linkIndex) =>
      checkPath('navigation.yaml', `[${index}].links.[${linkIndex}].path`, link.path),
    );
  });
  data.sections.forEach((section) => {
    const file = `sections/${section.id}.yaml`;
    section.cards.forEach((item, index) => checkPath(file, `cards.[${index}].path`, item.path));
    section.lists.forEach((list, listIndex) =>
      list.items.forEach((item, index) => checkPath(file, `lists.[${listIndex}].items.[${index}].path`, item.path)),
    );
  });
  checkPath('home.yaml', 'hero.primary.path', data.home.hero.primary.path);
  checkPath('home.yaml', 'hero.secondary.path', data.home.hero.secondary.path);
  data.home.highlights.forEach((item, index) => checkPath('home.yaml', `highlights.[${index}].path`, item.path));
  checkPath('home.yaml', 'callToAction.link.path', data.home.callToAction.link.path);
  checkPath('programme.yaml', 'cityCard.link.path', data.programme.cityCard.link.path);
  // Long-form pages are blocks by now (page-blocks.ts); each link is named by its field in the file.
  checkPath('history.yaml', 'link.path', data.history.blocks[1]?.button?.path);
  data.planning.blocks[1]?.cards?.forEach((item, index) =>
    checkPath('planning.yaml', `objectives.[${index}].path`, item.path),
  );
  data.programmePage.tabs.forEach((tab, index) => {
    checkPath('programme-page.yaml', `tabs.[${index}].button.path`, tab.block.button?.path);
    tab.block.cards?.forEach((item, cardIndex) =>
      checkPath('programme-page.yaml', `tabs.[${index}].cards.[${cardIndex}].path`, item.path),
    );
  });
  data.socialImpact.blocks[0]?.cards?.forEach((item, index) =>
    checkPath('social-impact.yaml', `cards.[${index}].path`, item.path),
  );

  // The structured address repeats addressLines in parts: the two must not drift apart.
  const addressText = data.contact.addressLines.join(' ');
  (['streetAddress', 'postalCode'] as const).forEach((field) => {
    if (!addressText.includes(data.contact.postalAddress[field]))
      problems.add(
        'contact.yaml',
        `postalAddress.${field}`,
        `"${data.contact.postalAddress[field]}" não aparece em addressLines`,
      );
  });

  // Every placeholder page can be reached from a menu or a section index.
  const linked = new Set([
    ...data.navigation.flatMap((menu) => [menu.path, ...menu.links.map((link) => link.path)]),
    ...data.sections.flatMap((section) => [
      ...section.cards.map((item) => item.path),
      ...section.lists.flatMap((list) => list.items.map((item) => item.path)),
    ]),
  ]);
  data.placeholders.forEach((page, index) => {
    if (!linked.has(page.path))
      problems.add(
        'placeholders.yaml',
        `[${index}].path`,
        `"${page.path}" não tem link em nenhum menu (navigation.yaml) nem índice de seção (sections/)`,
      );
  });

  problems.throwIfAny();
}

/** Fills the derived fields. Recomputed from scratch: in watch mode unchanged entries are reused. */
export function derive(data: Data) {
  const lineTitle = new Map(data.researchLines.map((line) => [line.number, line.title]));
  const areaName = new Map(data.advisorAreas.map((area) => [area.id, area.name]));
  for (const adviser of data.advisers) {
    adviser.areaNames = adviser.areas.map((area) => areaName.get(area) ?? area);
  }
  // The "todas" group is every line. A new list, not a change to the entry: in watch mode the entry
  // is reused, and crossCheck must still see that area-groups.yaml lists no lines for it.
  const everyLine = data.researchLines.map((line) => line.number).sort((a, b) => a - b);
  data.areaGroups = data.areaGroups.map((group) =>
    group.id === ALL_LINES_GROUP ? { ...group, lines: everyLine } : group,
  );
  for (const publication of data.publications)
    publication.researchLineTitle = lineTitle.get(publication.researchLine) ?? '';
}
