import { defineCollection, s } from 'velite';
import {
  obj,
  icon,
  text,
  fixedText,
  slugId,
  internalPath,
  lineNumber,
  isoDate,
  imageWithAlt,
  linkTo,
  card,
  paragraphs,
  advisorAreaId,
  words,
  unique,
  lattesUrl,
  orcidUrl,
  contentImage,
} from './fields';
import { formatNewsDate } from '../lib/format-date';
import { formatList, formatNumber } from '../lib/intl-format';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from '../lib/languages';
import { ALL_LINES_GROUP } from '../lib/research-line-groups';
import { newsFiles } from './schedule';
import { portraitColour, portraitImage, withoutPhoto } from './portraits';

// ---------------------------------------------------------------------------------------------
// Lists

export const advisers = defineCollection({
  name: 'Adviser',
  pattern: 'advisers.yaml',
  schema: obj({
    id: s.slug('advisers').describe('Identificador único: o nome em minúsculas com hífens, por exemplo helena-amaral'),
    name: s
      .string()
      .trim()
      .regex(/^Prof(a)?\. Dr(a)?\. \S/, 'name deve começar pelo título, por exemplo "Profa. Dra. Helena Amaral"')
      .describe('Nome com o título na frente, por exemplo "Profa. Dra. Helena Amaral"'),
    photo: contentImage()
      .optional()
      .describe(
        'Opcional: foto (retrato quadrado), relativa a este arquivo, por exemplo images/advisers/helena.jpg; sem ela, o site mostra as iniciais sobre uma cor',
      ),
    areas: s
      .array(advisorAreaId)
      .length(2)
      .refine((areas) => areas[0] !== areas[1], 'as duas áreas devem ser diferentes')
      .describe('Exatamente duas áreas, diferentes, pelos ids de advisor-areas.yaml'),
    researchLines: s.array(lineNumber).min(1).describe('Números das linhas de pesquisa (research-lines.yaml)'),
    available: s.boolean().describe('true se aceita novos alunos, false se não'),
    score: s
      .string()
      .regex(/^(9\.[4-9]\d?|10(\.0{1,2})?)$/, "score deve ir de 9.4 a 10, entre aspas, por exemplo '9.7'")
      .describe("Nota de 9.4 a 10, entre aspas, por exemplo '9.7'"),
    showOnHome: s.boolean().describe('true para aparecer no carrossel da página inicial'),
    /** Optional profile links; sample content leaves them out (a made-up id is someone's real one). */
    lattes: lattesUrl
      .optional()
      .describe('Opcional: endereço do currículo Lattes, http://lattes.cnpq.br/ seguido dos 16 dígitos'),
    orcid: orcidUrl.optional().describe('Opcional: o ORCID iD como link, https://orcid.org/0000-0000-0000-0000'),
  }).transform((adviser) => {
    // Without a photo, a portrait of the initials (portraits.ts; its colour is set in prepare, by
    // the adviser's place in the list): decorative beside the name, so no alt text.
    if (!adviser.photo) withoutPhoto.add(adviser.id);
    return {
      ...adviser,
      photo: adviser.photo ?? portraitImage(adviser, portraitColour(0)),
      hasPhoto: adviser.photo !== undefined,
      /** Names of the two areas, in the order of `areas` (filled in prepare). */
      areaNames: [] as string[],
      /**
       * The adviser's lines ("1, 4 e 7") and score ("9,5") as each language writes them, made
       * here so that a page shows them without building Intl formatters while it hydrates (on a
       * cheap phone the first of each takes tens of milliseconds).
       */
      written: Object.fromEntries(
        LANGUAGES.map((language) => {
          const locale = languageInfo(language).htmlLang;
          return [
            language,
            {
              lines: formatList(adviser.researchLines.map(String), locale),
              score: formatNumber(Number(adviser.score), locale, { minimumFractionDigits: 1 }),
            },
          ];
        }),
      ) as Record<Language, { lines: string; score: string }>,
    };
  }),
});

export const advisorAreas = defineCollection({
  name: 'AdvisorArea',
  pattern: 'advisor-areas.yaml',
  schema: obj({
    id: advisorAreaId.describe('Identificador único da área, em minúsculas com hífens'),
    name: text.describe('Nome da área, como aparece no site'),
  }),
});

export const researchLines = defineCollection({
  name: 'ResearchLine',
  pattern: 'research-lines.yaml',
  schema: obj({
    number: lineNumber.describe('Número da linha: um inteiro positivo, sem repetir'),
    title: text.describe('Título da linha de pesquisa'),
    description: text.max(600).describe('Descrição de uma a três frases (até 600 caracteres)'),
  }),
});

export const areaGroups = defineCollection({
  name: 'AreaGroup',
  pattern: 'area-groups.yaml',
  schema: obj({
    id: s.slug('area-groups').describe('Identificador único do grupo, em minúsculas com hífens'),
    name: text.describe('Nome do grupo, no botão do filtro'),
    // Decorative: the button's text names the group, so the image has no alt text of its own.
    image: contentImage().describe('Ilustração do grupo, relativa a este arquivo'),
    subareas: s.array(text).min(1).describe('Subáreas do grupo'),
    // The "todas" group lists none: the build gives it every line (checks.ts).
    lines: s
      .array(lineNumber)
      .min(1)
      .optional()
      .describe(`Números das linhas de pesquisa do grupo; o grupo ${ALL_LINES_GROUP} não tem: reúne todas as linhas`),
  }).transform((group) => ({ ...group, lines: group.lines ?? [] })),
});

export const faq = defineCollection({
  name: 'FaqItem',
  pattern: 'faq.yaml',
  schema: obj({
    id: slugId.describe('Identificador da pergunta (vira o endereço #id), em minúsculas com hífens'),
    question: text.describe('A pergunta'),
    // Plain text; a line starting with "• " is a list item (the page keeps line breaks).
    answer: text.describe('A resposta; uma linha que começa por "• " vira item de lista'),
  }),
});

export const news = defineCollection({
  name: 'NewsItem',
  pattern: 'news/*.mdx',
  schema: s
    .object({
      slug: s.slug('news', ['agenda', 'seminarios', 'comunicados']),
      title: text,
      excerpt: text.max(300),
      date: isoDate,
      category: text,
      author: fixedText,
      ...imageWithAlt,
      // Markdown compiled to HTML at build time. (MDX compiles to code the browser would have to
      // eval, which the site's CSP rightly blocks, so a post failed to hydrate.)
      body: s.markdown(),
    })
    .transform((item, { meta }) => {
      const entry = {
        ...item,
        path: `/noticias/${item.slug}`,
        /** The date as pages show it, formatted here so the browser never builds a date formatter. */
        dateLabel: formatNewsDate(item.date, languageInfo(DEFAULT_LANGUAGE).htmlLang),
      };
      // A post dated ahead is held back by name of its file (schedule.ts).
      newsFiles.set(entry, meta.path);
      return entry;
    }),
});

export const publications = defineCollection({
  name: 'Publication',
  pattern: 'publications.yaml',
  schema: obj({
    id: s.slug('publications').describe('Identificador único, em minúsculas com hífens'),
    // A publication's title, authors and journal are as published, in every language.
    title: fixedText.describe('Título do artigo, como publicado'),
    authors: fixedText.describe('Autores, como na publicação'),
    journal: fixedText.describe('Periódico'),
    year: s.number().int().min(1900).max(2100).describe('Ano da publicação'),
    researchLine: lineNumber.describe('Número da linha de pesquisa do artigo'),
    ...imageWithAlt,
  }).transform((item) => ({
    ...item,
    /** Title of the research line (filled in prepare). */
    researchLineTitle: '',
    keywords: unique(words(item.title, item.authors, item.journal)),
  })),
});

export const navigation = defineCollection({
  name: 'Menu',
  pattern: 'navigation.yaml',
  schema: obj({
    id: s.slug('menus').describe('Identificador único do menu, em minúsculas com hífens'),
    label: text.describe('Nome do menu no cabeçalho'),
    path: internalPath.describe('Página da seção do menu, por exemplo /candidatos'),
    description: text.describe('Texto curto do painel do menu'),
    ...imageWithAlt,
    links: s.array(linkTo).min(1).describe('Links do menu'),
  }),
});

export const listBlock = obj({
  title: text.describe('Título da lista'),
  items: s
    .array(
      obj({
        label: text.describe('Texto do item'),
        path: internalPath.optional().describe('Página aberta pelo item (opcional)'),
      }),
    )
    .min(1)
    .describe('Itens da lista'),
});

export const sections = defineCollection({
  name: 'Section',
  pattern: 'sections/*.yaml',
  schema: obj({
    path: internalPath.describe('Endereço da seção, por exemplo /candidatos'),
    title: text.describe('Título da página'),
    subtitle: text.describe('Subtítulo, abaixo do título'),
    intro: text.describe('Texto de abertura'),
    /** Further paragraphs after the cards (e.g. the research projects' descriptive text). */
    body: paragraphs.default([]).describe('Parágrafos depois dos cartões (opcional)'),
    cards: s.array(card).min(1).describe('Cartões da página'),
    lists: s.array(listBlock).default([]).describe('Listas da página (opcional)'),
  }).transform((section) => ({
    ...section,
    id: section.path.slice(1),
  })),
});

export const placeholders = defineCollection({
  name: 'PlaceholderPage',
  pattern: 'placeholders.yaml',
  schema: obj({
    path: internalPath.describe('Endereço da página, dentro de uma seção, por exemplo /area-aluno/estagios'),
    title: text.describe('Título da página'),
    icon,
  }).transform((page) => ({
    ...page,
    section: `/${page.path.split('/')[1]}`,
  })),
});
