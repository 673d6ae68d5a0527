import { useStrings } from '@/lib/use-strings';
import type { ListSpec } from '../cms-data';
import type { EditorSpec } from '../RecordEditor';
import { RecordModule } from '../RecordModule';
import { shownName, shownText } from '../shown-name';
import { ViewInSearch } from '../ViewInSearch';
import {
  ALUMNI_LEVELS,
  ALUMNI_LIMITS,
  alumnusFromRow,
  alumnusToRow,
  emptyAlumnus,
  validateAlumnus,
  type AlumniField,
  ALUMNI_DATABASE_RULES,
} from './alumni-form';

/** The list's read: its columns, filters and order (the admin area's tests read it the same way). */
export const ALUMNI_LIST: ListSpec<'egressos'> = {
  table: 'egressos',
  columns: 'id, nome, nivel, ano_conclusao, created_at',
  termColumn: 'nome',
  filterColumn: 'nivel',
  order: [
    { column: 'ano_conclusao', ascending: false },
    { column: 'nome', ascending: true },
    { column: 'id', ascending: true },
  ],
};

const LEVEL_OPTIONS = ALUMNI_LEVELS.map((nivel) => ({ value: nivel, label: nivel }));

/** Egressos: master's and doctoral graduates, their work, year and adviser. */
export function AlumniModule() {
  const { t } = useStrings();
  const editor: EditorSpec<'egressos', AlumniField> = {
    table: 'egressos',
    fields: [
      { name: 'nome', kind: 'text', label: t('cms.alumni.fields.nome'), required: true, maxLength: ALUMNI_LIMITS.nome },
      { name: 'nivel', kind: 'select', label: t('cms.alumni.fields.nivel'), required: true, options: LEVEL_OPTIONS },
      {
        name: 'titulo_trabalho',
        kind: 'text',
        label: t('cms.alumni.fields.titulo_trabalho'),
        required: true,
        maxLength: ALUMNI_LIMITS.titulo_trabalho,
      },
      {
        name: 'ano_conclusao',
        kind: 'year',
        label: t('cms.alumni.fields.ano_conclusao'),
        required: true,
        maxLength: 4,
      },
      {
        name: 'orientador',
        kind: 'text',
        label: t('cms.alumni.fields.orientador'),
        hint: t('cms.alumni.hints.orientador'),
        required: false,
        maxLength: ALUMNI_LIMITS.orientador,
      },
      {
        name: 'area_atuacao',
        kind: 'text',
        label: t('cms.alumni.fields.area_atuacao'),
        hint: t('cms.alumni.hints.area_atuacao'),
        required: false,
        maxLength: ALUMNI_LIMITS.area_atuacao,
      },
    ],
    empty: emptyAlumnus,
    fromRow: alumnusFromRow,
    toRow: alumnusToRow,
    validate: (draft) => validateAlumnus(draft, new Date()),
    nameOf: (draft) => draft.nome.trim(),
    databaseRules: ALUMNI_DATABASE_RULES,
  };

  return (
    <RecordModule
      list={ALUMNI_LIST}
      editor={editor}
      newTitle={t('cms.alumni.newTitle')}
      editTitle={t('cms.alumni.editTitle')}
      createLabel={t('cms.alumni.create')}
      termLabel={t('cms.alumni.filter')}
      filterLabel={t('cms.alumni.levelFilter')}
      filterOptions={LEVEL_OPTIONS}
      nameOf={(row) => row.nome}
      columns={[
        { header: t('cms.alumni.columns.nome'), cell: (row) => shownName(row.nome, t('common.untitled')) },
        { header: t('cms.alumni.columns.nivel'), cell: (row) => shownText(row.nivel) },
        { header: t('cms.alumni.columns.ano_conclusao'), cell: (row) => row.ano_conclusao },
      ]}
      rowActions={(row) => <ViewInSearch name={row.nome} />}
    />
  );
}
