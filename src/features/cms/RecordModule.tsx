import type { CmsTable, ListSpec } from './cms-data';
import { openedRecord } from './cms-search';
import { RecordEditor, type EditorSpec } from './RecordEditor';
import { RecordList, type RecordListProps } from './RecordList';
import { useCmsView } from './use-cms-view';

type Props<T extends CmsTable, F extends string> = Omit<RecordListProps<T>, 'spec' | 'view' | 'onView' | 'onEdit'> & {
  /** The list's read: its columns, filters and order. */
  list: ListSpec<T>;
  /** The form of one record. */
  editor: EditorSpec<T, F>;
  /** The editor's heading on a new record and on an existing one. */
  newTitle: string;
  editTitle: string;
};

/**
 * One table's module of the admin area: its list, or the editor of the record the address opens
 * (?editar=). The list's page and filters stay in the address, so closing the editor returns to
 * the list as it was left. The rest of the props (labels, columns, row actions) go to the list.
 */
export function RecordModule<T extends CmsTable, F extends string>(props: Props<T, F>) {
  const { list, editor, newTitle, editTitle, ...listProps } = props;
  const view = useCmsView();
  const opened = openedRecord(view.search);
  if (opened)
    return (
      <RecordEditor
        key={view.search.editar}
        spec={editor}
        id={opened.id}
        heading={opened.id === undefined ? newTitle : editTitle}
        onClose={view.close}
      />
    );
  return <RecordList {...listProps} spec={list} view={view.search} onView={view.setView} onEdit={view.edit} />;
}
