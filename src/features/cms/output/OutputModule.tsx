import { useStrings } from '@/lib/use-strings';
import type { ListSpec } from '../cms-data';
import type { EditorSpec } from '../RecordEditor';
import { RecordModule } from '../RecordModule';
import { shownName, shownText } from '../shown-name';
import { ViewInSearch } from '../ViewInSearch';
import {
  emptyOutput,
  OUTPUT_LIMITS,
  OUTPUT_TYPES,
  outputToRow,
  validateOutput,
  type OutputField,
  OUTPUT_DATABASE_RULES,
} from './output-form';
import { outputDraftOf } from './output-draft';

/** The list's read: its columns, filters and order (the admin area's tests read it the same way). */
export const OUTPUT_LIST: ListSpec<'producao_cientifica'> = {
  table: 'producao_cientifica',
  columns: 'id, titulo, tipo, ano, created_at',
  termColumn: 'titulo',
  filterColumn: 'tipo',
  order: [
    { column: 'ano', ascending: false },
    { column: 'created_at', ascending: false },
    { column: 'id', ascending: true },
  ],
};

const TYPE_OPTIONS = OUTPUT_TYPES.map((tipo) => ({ value: tipo, label: tipo }));

/** Produção científica: articles, books, chapters, theses, dissertations and patents. */
export function OutputModule() {
  const { t } = useStrings();
  const editor: EditorSpec<'producao_cientifica', OutputField> = {
    table: 'producao_cientifica',
    fields: [
      {
        name: 'titulo',
        kind: 'text',
        label: t('cms.output.fields.titulo'),
        required: true,
        maxLength: OUTPUT_LIMITS.titulo,
      },
      { name: 'tipo', kind: 'select', label: t('cms.output.fields.tipo'), required: true, options: TYPE_OPTIONS },
      { name: 'ano', kind: 'year', label: t('cms.output.fields.ano'), required: true, maxLength: 4 },
      {
        name: 'autores',
        kind: 'list',
        label: t('cms.output.fields.autores'),
        hint: t('cms.output.hints.autores'),
        required: true,
      },
      {
        name: 'palavras_chave',
        kind: 'list',
        label: t('cms.output.fields.palavras_chave'),
        hint: t('cms.output.hints.palavras_chave'),
        required: false,
      },
      { name: 'resumo', kind: 'textarea', label: t('cms.output.fields.resumo'), required: false },
    ],
    empty: emptyOutput,
    fromRow: outputDraftOf,
    toRow: outputToRow,
    validate: (draft) => validateOutput(draft, new Date()),
    nameOf: (draft) => draft.titulo.trim(),
    databaseRules: OUTPUT_DATABASE_RULES,
  };

  return (
    <RecordModule
      list={OUTPUT_LIST}
      editor={editor}
      newTitle={t('cms.output.newTitle')}
      editTitle={t('cms.output.editTitle')}
      createLabel={t('cms.output.create')}
      termLabel={t('cms.output.filter')}
      filterLabel={t('cms.output.typeFilter')}
      filterOptions={TYPE_OPTIONS}
      nameOf={(row) => row.titulo}
      columns={[
        { header: t('cms.output.columns.titulo'), cell: (row) => shownName(row.titulo, t('common.untitled')) },
        { header: t('cms.output.columns.tipo'), cell: (row) => shownText(row.tipo) },
        { header: t('cms.output.columns.ano'), cell: (row) => row.ano },
      ]}
      rowActions={(row) => <ViewInSearch name={row.titulo} />}
    />
  );
}
