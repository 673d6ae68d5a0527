// The specification's route table (spec §2) plus /institucional/programa (DESIGN point 2) and
// /privacidade and /acessibilidade (DESIGN point 11):
// the contract the browser tests hold the built site to.
const section = (base: string, slugs: string[]) => slugs.map((slug) => `${base}/${slug}`);

export const PLACEHOLDER_ROUTES = [
  ...section('/institucional', [
    'ccp',
    'avaliacao-capes',
    'parcerias',
    'acoes-afirmativas',
    'infraestrutura',
    'iniciacao-cientifica',
    'pos-doutorado',
    'egressos',
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
  ...section('/producao', ['todas', 'artigos', 'livros', 'patentes', 'teses', 'biblioteca', 'metricas']),
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

/** Linked from every page's footer (DESIGN point 11), not from the menus or section indexes. */
export const FOOTER_ROUTES = ['/privacidade', '/acessibilidade'];

export const CONTENT_ROUTES = [
  '/',
  '/busca',
  '/institucional',
  '/institucional/apresentacao',
  '/institucional/planejamento',
  '/institucional/programa',
  '/orientadores',
  '/linhas-pesquisa',
  '/candidatos',
  '/candidatos/faq',
  '/candidatos/sobre-cidade',
  '/projetos',
  '/producao',
  '/premios',
  '/impacto-social',
  '/noticias',
  '/area-aluno',
  '/contato',
  ...FOOTER_ROUTES,
];

/** Pages for visitors: every one must be reachable by following links from the home page. */
export const PUBLIC_ROUTES = [...CONTENT_ROUTES, ...PLACEHOLDER_ROUTES];

/** Reached on purpose (the header's sign-in, an admin's link), not from the menus. */
export const ACCOUNT_ROUTES = ['/auth', '/cms'];

export const ALL_ROUTES = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES];
