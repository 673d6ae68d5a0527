import { readFileSync } from 'node:fs';
import { codeRoutes } from '../src/content-schema/routes';

// The routes the browser tests hold the built site to, derived from the route files in
// src/routes (the router's own tree; tests/routes/route-registry.test.ts checks the two agree)
// and the placeholder pages of content/. Only what a route file cannot say is written here.

const section = (base: string, slugs: string[]) => slugs.map((slug) => `${base}/${slug}`);
/** The first segment of a path: /institucional for /institucional/ccp. */
const sectionOf = (path: string) => path.split('/', 2).join('/');

/**
 * Pages the site must have whose content is still being written (each says "Conteúdo em
 * desenvolvimento"): content/placeholders.yaml must hold exactly these, so none goes missing or
 * appears by accident.
 */
export const PLACEHOLDER_ROUTES = [
  ...section('/institucional', [
    'ccp',
    'avaliacao-capes',
    'parcerias',
    'acoes-afirmativas',
    'infraestrutura',
    'iniciacao-cientifica',
    'pos-doutorado',
  ]),
  ...section('/candidatos', [
    'processo-seletivo',
    'como-inscrever',
    'requisitos',
    'regulamento',
    'estrangeiros',
    'aluno-especial',
  ]),
  ...section('/projetos', ['todos', 'parcerias']),
  ...section('/producao', ['biblioteca', 'metricas']),
  ...section('/noticias', ['agenda', 'seminarios', 'comunicados']),
  ...section('/area-aluno', [
    'regulamentos',
    'disciplinas',
    'formularios',
    'bolsas',
    'pae',
    'defesas',
    'links-uteis',
    'beneficios',
    'ajuda',
  ]),
];

/**
 * Linked from every page's footer (docs/decisions.md, Pages and content), not from the menus or
 * section indexes.
 */
export const FOOTER_ROUTES = ['/privacidade', '/acessibilidade'];

/** Reached on purpose (the header's sign-in, an admin's link), not from the menus; closed to crawlers. */
export const ACCOUNT_ROUTES = ['/auth', '/cms'];

/** The placeholder pages content/ defines (the build's .velite/placeholders.json). */
const contentPlaceholders = (JSON.parse(readFileSync('.velite/placeholders.json', 'utf8')) as { path: string }[]).map(
  (page) => page.path,
);

/** Pages for visitors: every one must be reachable by following links from the home page. */
export const PUBLIC_ROUTES = [...codeRoutes().filter((path) => !ACCOUNT_ROUTES.includes(path)), ...contentPlaceholders];

export const ALL_ROUTES = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES];

/**
 * Placeholder pages after the first of their section: the same component as that first one, with
 * another title and line. The sweep of every route (tests/e2e/every-route.spec.ts) checks their
 * rules, high contrast and reflow, but not the light theme's colours again: the first of each
 * section stands for the rest.
 */
export const REPEATED_PLACEHOLDERS = contentPlaceholders.filter(
  (path, index) => contentPlaceholders.findIndex((other) => sectionOf(other) === sectionOf(path)) !== index,
);
