import { words, unique, CODE_ROUTES } from './fields';
import type { Data } from './collections';

/** Problems found across files, reported like Velite's own schema errors. */
export class Problems {
  private byFile = new Map<string, string[]>();
  add(file: string, source: string, message: string) {
    const list = this.byFile.get(file) ?? [];
    list.push(` error ${message}  ${source}`);
    this.byFile.set(file, list);
  }
  throwIfAny() {
    if (this.byFile.size === 0) return;
    const report = [...this.byFile].map(([file, lines]) => `content/${file}\n${lines.join('\n')}`).join('\n\n');
    throw new Error(`content cross-reference check failed:\n${report}\n`);
  }
}

export function crossCheck(data: Data) {
  const problems = new Problems();

  // Research lines: numbers 1..N, each once.
  const lineNumbers = data.researchLines.map((line) => line.number);
  data.researchLines.forEach((line, index) => {
    if (lineNumbers.indexOf(line.number) !== index)
      problems.add('research-lines.yaml', `[${index}].number`, `line number ${line.number} is used twice`);
  });
  const knownLines = new Set(lineNumbers);
  const checkLines = (file: string, entry: string, lines: number[]) =>
    lines.forEach((line, index) => {
      if (!knownLines.has(line))
        problems.add(file, `${entry}.[${index}]`, `research line ${line} does not exist in research-lines.yaml`);
    });
  data.areaGroups.forEach((group, index) => checkLines('area-groups.yaml', `[${index}].lines`, group.lines));
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
      problems.add('advisor-areas.yaml', `[${index}].id`, `area ${area.id} is listed twice`);
  });
  data.advisers.forEach((adviser, index) =>
    adviser.areas.forEach((area, areaIndex) => {
      if (!areaIds.includes(area))
        problems.add('advisers.yaml', `[${index}].areas.[${areaIndex}]`, `area ${area} is not in advisor-areas.yaml`);
    }),
  );

  // FAQ ids are anchors: unique.
  const faqIds = data.faq.map((item) => item.id);
  data.faq.forEach((item, index) => {
    if (faqIds.indexOf(item.id) !== index) problems.add('faq.yaml', `[${index}].id`, `id ${item.id} is used twice`);
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
    if (path !== undefined && !routes.has(path)) problems.add(file, source, `"${path}" is not a page of the site`);
  };
  data.placeholders.forEach((page, index) => {
    if (CODE_ROUTES.includes(page.path) || sectionPaths.includes(page.path))
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" already has its own page`);
    else if (!sectionPaths.includes(page.section))
      problems.add(
        'placeholders.yaml',
        `[${index}].path`,
        `"${page.path}" is not inside a section (${sectionPaths.join(', ')})`,
      );
    if (data.placeholders.findIndex((other) => other.path === page.path) !== index)
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" is listed twice`);
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
        `"${data.contact.postalAddress[field]}" is not in addressLines`,
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
        `"${page.path}" is not linked from any menu (navigation.yaml) or section index (sections/)`,
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
    adviser.keywords = unique([
      ...words(adviser.name),
      ...adviser.researchLines.map((line) => (lineTitle.get(line) ?? String(line)).toLocaleLowerCase('pt-BR')),
    ]);
  }
  for (const line of data.researchLines) {
    const groups = data.areaGroups.filter((group) => group.id !== 'todas' && group.lines.includes(line.number));
    line.keywords = unique(words(line.title, ...groups.flatMap((group) => [group.name, ...group.subareas])));
  }
  for (const publication of data.publications)
    publication.researchLineTitle = lineTitle.get(publication.researchLine) ?? '';
}
