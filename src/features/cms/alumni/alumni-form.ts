import type { Tables } from '@/lib/supabase/database.types';
import {
  checkChoice,
  checkText,
  checkYear,
  collect,
  latestYear,
  trimBlank,
  REQUIRED,
  tooLong,
  type DatabaseRules,
  type Problems,
} from '../validation';

export const ALUMNI_FIELDS = [
  'nome',
  'nivel',
  'titulo_trabalho',
  'ano_conclusao',
  'orientador',
  'area_atuacao',
] as const;
export type AlumniField = (typeof ALUMNI_FIELDS)[number];
export type AlumniDraft = Record<AlumniField, string>;
export type AlumniRow = Tables<'egressos'>;

/** As the table's check constraint has them (alumni-form.test.ts reads the migration). */
export const ALUMNI_LEVELS = ['Mestrado', 'Doutorado'] as const;
/** The programme began in 1973: nobody finished it before. */
export const ALUMNI_FIRST_YEAR = 1973;
export const ALUMNI_LIMITS = { nome: 200, titulo_trabalho: 300, orientador: 200, area_atuacao: 200 } as const;

export function emptyAlumnus(): AlumniDraft {
  return { nome: '', nivel: '', titulo_trabalho: '', ano_conclusao: '', orientador: '', area_atuacao: '' };
}

export function alumnusFromRow(row: AlumniRow): AlumniDraft {
  return {
    nome: row.nome,
    nivel: row.nivel,
    titulo_trabalho: row.titulo_trabalho,
    ano_conclusao: String(row.ano_conclusao),
    orientador: row.orientador ?? '',
    area_atuacao: row.area_atuacao ?? '',
  };
}

const orNull = (text: string) => (trimBlank(text) === '' ? null : trimBlank(text));

export function alumnusToRow(draft: AlumniDraft) {
  return {
    nome: trimBlank(draft.nome),
    nivel: draft.nivel,
    titulo_trabalho: trimBlank(draft.titulo_trabalho),
    ano_conclusao: Number(trimBlank(draft.ano_conclusao)),
    orientador: orNull(draft.orientador),
    area_atuacao: orNull(draft.area_atuacao),
  };
}

export function validateAlumnus(draft: AlumniDraft, now: Date): Problems<AlumniField> {
  return collect<AlumniField>([
    ['nome', checkText(draft.nome, { required: true, max: ALUMNI_LIMITS.nome })],
    ['nivel', checkChoice(draft.nivel, ALUMNI_LEVELS)],
    ['titulo_trabalho', checkText(draft.titulo_trabalho, { required: true, max: ALUMNI_LIMITS.titulo_trabalho })],
    ['ano_conclusao', checkYear(draft.ano_conclusao, ALUMNI_FIRST_YEAR, latestYear(now))],
    ['orientador', checkText(draft.orientador, { required: false, max: ALUMNI_LIMITS.orientador })],
    ['area_atuacao', checkText(draft.area_atuacao, { required: false, max: ALUMNI_LIMITS.area_atuacao })],
  ]);
}

const yearRange = (now: Date) => ({ key: 'year', min: ALUMNI_FIRST_YEAR, max: latestYear(now) }) as const;

/** The database's names for these rules (supabase/migrations), as the field and problem they stand for. */
export const ALUMNI_DATABASE_RULES: DatabaseRules<AlumniField> = {
  egressos_nome_check: () => ['nome', REQUIRED],
  egressos_nome_required: () => ['nome', REQUIRED],
  egressos_nome_length: () => ['nome', tooLong(ALUMNI_LIMITS.nome)],
  egressos_nivel_check: () => ['nivel', { key: 'choice' }],
  egressos_titulo_trabalho_check: () => ['titulo_trabalho', REQUIRED],
  egressos_titulo_trabalho_required: () => ['titulo_trabalho', REQUIRED],
  egressos_titulo_trabalho_length: () => ['titulo_trabalho', tooLong(ALUMNI_LIMITS.titulo_trabalho)],
  egressos_ano_conclusao_check: (now) => ['ano_conclusao', yearRange(now)],
  egressos_ano_conclusao_range: (now) => ['ano_conclusao', yearRange(now)],
  egressos_orientador_length: () => ['orientador', tooLong(ALUMNI_LIMITS.orientador)],
  egressos_area_atuacao_length: () => ['area_atuacao', tooLong(ALUMNI_LIMITS.area_atuacao)],
};
