import { s } from 'velite';
import { ICON_NAMES } from '../lib/icon-names';
import { emailProblem } from '../lib/email';
import { isLattesUrl, isOrcidUrl } from './identifiers';
import { codeRoutes } from './routes';
import { DATE_FORMAT, DATE_PATTERN, isCalendarDate } from './dates';
import { withJsonSchema } from './json-schema';
import { SLUG_MESSAGE } from './messages';
import { translatable } from './translations';
import { DEFAULT_LANGUAGE, type Language } from '../lib/languages';

// ---------------------------------------------------------------------------------------------
// Shared field types

/** An object that rejects unknown keys, so a misspelt optional field (`pathh:`) is an error. */
export const obj = <T extends Parameters<typeof s.object>[0]>(shape: T) => s.object(shape).strict();
export const icon = s.enum(ICON_NAMES).describe('Ícone: um dos nomes da lista, por exemplo users ou book');
/** Text a visitor reads, which content/<lang>/ may translate (docs/i18n.md). */
export const text = translatable(s.string().trim().min(1));
/** Text that stays as written in every language: a person's name, an address, a journal, a score. */
export const fixedText = s.string().trim().min(1);
export const slugId = s.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE);
export const internalPath = s
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'deve ser um endereço do site, como /candidatos/faq');
/** A research line's number: any positive integer (research-lines.yaml says which exist). */
export const lineNumber = s.number().int().min(1);
/**
 * A calendar date written YYYY-MM-DD, kept as midnight UTC in ISO 8601 for the pages. Anything
 * else is refused rather than guessed: JavaScript's Date reads 2026-02-30 as 2 March and
 * 03/05/2026 as 5 March.
 */
const DATE_MESSAGE = `escreva a data no formato ${DATE_FORMAT}, por exemplo 2026-03-05`;
export const isoDate = withJsonSchema(
  s
    .string({ invalid_type_error: DATE_MESSAGE })
    .superRefine((value, ctx) => {
      const message = !DATE_PATTERN.test(value)
        ? DATE_MESSAGE
        : !isCalendarDate(value)
          ? `${value} não existe no calendário (formato ${DATE_FORMAT}, por exemplo 2026-03-05)`
          : undefined;
      // Fatal: the entry's own transform must never read a date that is none (its label would throw).
      if (message) ctx.addIssue({ code: 'custom', message, fatal: true });
    })
    .transform((value) => `${value}T00:00:00.000Z`),
  // The format; whether the day exists is the build's to say.
  { type: 'string', pattern: DATE_PATTERN.source },
);
/**
 * An image file of content/: its address and the size Velite read from it. Velite's blurred
 * preview is left out: no page draws it, and every page showing the image would carry its bytes.
 */
export const contentImage = () => s.image().transform(({ src, width, height }) => ({ src, width, height }));
export const imageWithAlt = {
  image: contentImage().describe('Imagem: caminho relativo a este arquivo, por exemplo images/news/foto.jpg'),
  imageAlt: text.describe('Descrição da imagem para quem não a vê'),
};
export const linkTo = obj({
  label: text.describe('Texto do link ou do botão'),
  path: internalPath.describe('Página do site aberta pelo link, começando por /, por exemplo /candidatos/faq'),
});
export const card = obj({
  title: text.describe('Título do cartão'),
  description: text.describe('Texto do cartão'),
  icon,
  path: internalPath.optional().describe('Página aberta pelo cartão (opcional), por exemplo /candidatos/faq'),
});
export const paragraphs = s.array(text);
/** For a list whose ids become addresses (?aba=, #id): each id once, the repeat named. */
export function differentIds(
  list: { id: string }[],
  ctx: { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void },
) {
  list.forEach((entry, index) => {
    if (list.findIndex((other) => other.id === entry.id) !== index)
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `o id ${entry.id} aparece duas vezes` });
  });
}
export const lattesUrl = s
  .string()
  .trim()
  .refine(
    isLattesUrl,
    'lattes deve ser o endereço do currículo Lattes com o identificador de 16 dígitos, por exemplo http://lattes.cnpq.br/1234567890123456',
  );
export const orcidUrl = s
  .string()
  .trim()
  .refine(
    isOrcidUrl,
    'orcid deve ser https://orcid.org/ seguido de um ORCID iD válido (0000-0000-0000-0000, o último caractere é o dígito verificador)',
  );

/** An address the site's auth (GoTrue) would accept too: the rule of src/lib/email.ts. */
export const emailAddress = s
  .string()
  .trim()
  .refine(
    (value) => emailProblem(value.toLowerCase()) === undefined,
    'email deve ser um endereço como secretaria@exemplo.edu.br',
  );

/** An advisor area's id; advisor-areas.yaml says which exist (checks.ts). */
export const advisorAreaId = slugId;

/**
 * Words a search keyword list leaves out, per language: articles, prepositions and the titles
 * before a name ("Profa. Dra."). Portuguese content also cites English titles and journals
 * (publications.yaml), so its list holds their two commonest words.
 */
export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  pt: new Set([
    'profa',
    'prof',
    'dra',
    'das',
    'dos',
    'del',
    'para',
    'com',
    'por',
    'uma',
    'que',
    'nas',
    'nos',
    'the',
    'and',
  ]),
  en: new Set(['prof', 'the', 'and', 'for', 'with', 'from', 'that', 'this', 'are', 'its']),
  es: new Set(['prof', 'profa', 'dra', 'del', 'las', 'los', 'para', 'con', 'por', 'una', 'que', 'sus']),
};

/** Lower-case words of at least three letters in `language`, for search keywords. */
export const wordsIn =
  (language: Language) =>
  (...texts: string[]): string[] =>
    texts
      .join(' ')
      // Locale-free: lower case is the same in all the site's languages.
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((word) => word.length >= 3 && !STOP_WORDS[language].has(word));
/** The keywords of content/ itself, which is Portuguese. */
export const words = wordsIn(DEFAULT_LANGUAGE);
export const unique = (list: string[]) => [...new Set(list)];

/** Routes whose pages are code, not content entries: read from the route files in src/routes. */
export const CODE_ROUTES = codeRoutes();
