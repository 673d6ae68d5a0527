import { s } from 'velite';
import { ICON_NAMES } from '../components/icon/icon-names';
import { isLattesUrl, isOrcidUrl } from './identifiers';

// ---------------------------------------------------------------------------------------------
// Shared field types

/** An object that rejects unknown keys, so a misspelt optional field (`pathh:`) is an error. */
export const obj = <T extends Parameters<typeof s.object>[0]>(shape: T) => s.object(shape).strict();
export const icon = s.enum(ICON_NAMES);
export const text = s.string().trim().min(1);
export const slugId = s
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens, e.g. vida-noturna');
export const internalPath = s
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a site path like /candidatos/faq');
export const lineNumber = s.number().int().min(1).max(8);
// Velite's s.isodate() throws a bare "Invalid time value" on a bad date, naming no file;
// coercing through zod reports the entry and field like every other mistake.
export const isoDate = s.coerce.date().transform((date) => date.toISOString());
export const imageWithAlt = { image: s.image(), imageAlt: text };
export const linkTo = obj({ label: text, path: internalPath });
export const card = obj({ title: text, description: text, icon, path: internalPath.optional() });
export const paragraphs = s.array(text);
export const lattesUrl = s
  .string()
  .trim()
  .refine(
    isLattesUrl,
    'lattes must be a CNPq Lattes address with the 16-digit id, e.g. http://lattes.cnpq.br/1234567890123456',
  );
export const orcidUrl = s
  .string()
  .trim()
  .refine(
    isOrcidUrl,
    'orcid must be https://orcid.org/ and a valid ORCID iD (0000-0000-0000-0000, last character its checksum)',
  );

export const advisorAreaId = s.enum([
  'endocrinologia-reproducao',
  'ginecologia-oncologica',
  'obstetricia-perinatal',
  'uroginecologia',
  'endometriose-infertilidade',
  'medicina-fetal',
  'saude-mulher-climaterio',
]);

/** Lower-case words of at least three letters, for search keywords ("Profa. Dra." drops out). */
export const words = (...texts: string[]): string[] =>
  texts
    .join(' ')
    .toLocaleLowerCase('pt-BR')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
export const STOP_WORDS = new Set([
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
]);
export const unique = (list: string[]) => [...new Set(list)];

/** Routes whose pages are code, not content entries (spec §2 route table, DESIGN point 2). */
export const CODE_ROUTES = [
  '/',
  '/auth',
  '/busca',
  '/cms',
  '/contato',
  '/orientadores',
  '/linhas-pesquisa',
  '/premios',
  '/impacto-social',
  '/institucional/apresentacao',
  '/institucional/planejamento',
  '/institucional/programa',
  '/candidatos/faq',
  '/candidatos/sobre-cidade',
  '/privacidade',
  '/acessibilidade',
];
