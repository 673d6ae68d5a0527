import type { Tables } from '@/lib/supabase/database.types';
import { checkChoice, checkText, checkYear, collect, latestYear, type Problems } from '../validation';

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

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function alumnusToRow(draft: AlumniDraft) {
  return {
    nome: draft.nome.trim(),
    nivel: draft.nivel,
    titulo_trabalho: draft.titulo_trabalho.trim(),
    ano_conclusao: Number(draft.ano_conclusao.trim()),
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
