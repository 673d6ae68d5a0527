import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
  type ButtonProps,
} from '@mantine/core';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useStrings } from '@/lib/use-strings';
import { notify } from '@/lib/notify';
import { recordQuery, useRecordWrite, type CmsRow, type CmsTable } from './cms-data';
import { failureMessage, failureTitle, problemMessage } from './problem-message';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { formValues } from './form-values';
import { shownText } from './shown-name';
import { problemFields, type DatabaseRules, type Problem, type Problems } from './validation';
import { classifyWriteError, offersRetry, type WriteFailure } from './write-error';

export interface FieldSpec<F extends string> {
  name: F;
  kind: 'text' | 'textarea' | 'markdown' | 'select' | 'year' | 'list' | 'date';
  label: string;
  /** Help under the label; a function of the field's value when it shows it (the address). */
  hint?: string | ((value: string) => string);
  required: boolean;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** Values the field suggests while accepting any other (a datalist). */
  suggestions?: readonly string[];
}

export interface EditorSpec<T extends CmsTable, F extends string> {
  table: T;
  fields: readonly FieldSpec<F>[];
  empty: () => Record<F, string>;
  fromRow: (row: CmsRow<T>) => Record<F, string>;
  toRow: (draft: Record<F, string>) => Record<string, unknown>;
  validate: (draft: Record<F, string>) => Problems<F>;
  nameOf: (draft: Record<F, string>) => string;
  /** Fields another field's change rewrites (a post's address follows its title until edited). */
  derive?: (draft: Record<F, string>, changed: F, touched: ReadonlySet<F>, isNew: boolean) => Record<F, string>;
  /** The field a duplicate (23505) is about, and the problem shown beside it. */
  duplicate?: { field: F; problem: Problem };
  /** The database's names for the rules it keeps, as the field and problem each stands for. */
  databaseRules?: DatabaseRules<F>;
}

interface Props<T extends CmsTable, F extends string> {
  spec: EditorSpec<T, F>;
  /** The row to edit; undefined for a new one. */
  id?: string;
  heading: string;
  onClose: () => void;
}

/** Creating or editing one record: loads it, then hands it to the form. */
export function RecordEditor<T extends CmsTable, F extends string>(props: Props<T, F>) {
  const { t } = useStrings();
  const record = useQuery({ ...recordQuery(props.spec.table, props.id ?? ''), enabled: props.id !== undefined });
  if (props.id === undefined) return <EditorForm {...props} initial={props.spec.empty()} />;
  if (record.isPending)
    return (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('cms.form.loading')}</Text>
        </Group>
      </Center>
    );
  if (record.isError || !record.data)
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light" role="alert" title={props.heading}>
          {record.isError ? failureMessage(t, classifyWriteError(record.error)) : t('cms.form.notFound')}
        </Alert>
        <Button variant="default" onClick={props.onClose}>
          {t('cms.form.back')}
        </Button>
      </Stack>
    );
  return <EditorForm {...props} initial={formValues(props.spec, props.spec.fromRow(record.data))} />;
}

function EditorForm<T extends CmsTable, F extends string>({
  spec,
  id,
  heading,
  onClose,
  initial,
}: Props<T, F> & { initial: Record<F, string> }) {
  const { t } = useStrings();
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [shown, setShown] = useState<Problems<F>>({});
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [checked, setChecked] = useState(false);
  // The field to focus once the messages are on screen: the first invalid one, or the one a
  // duplicate is about. A counter, so asking twice for the same field focuses it again.
  const [focus, setFocus] = useState<{ field: F; n: number } | null>(null);
  const write = useRecordWrite(spec.table);
  // A new record's id, made once: every try of this form's save writes the same row.
  const [newId] = useState(() => crypto.randomUUID());
  const dirty = useRef(false);
  dirty.current = spec.fields.some((field) => draft[field.name] !== initial[field.name]);
  const fieldId = (name: F) => `${formId}-${name}`;
  const order = spec.fields.map((field) => field.name);

  const change = (name: F, value: string) => {
    const nextTouched = new Set(touched).add(name);
    let next = { ...draft, [name]: value };
    if (spec.derive) next = spec.derive(next, name, nextTouched, id === undefined);
    setTouched(nextTouched);
    setDraft(next);
    // Once the form was checked, each field's message follows what is typed.
    if (checked) setShown(spec.validate(next));
  };

  const saveButton = useRef<HTMLButtonElement>(null);
  const submit = () => {
    // A press while the save is on its way (the button stays focusable, so Enter still reaches it).
    if (write.isPending) return;
    const problems = spec.validate(draft);
    setChecked(true);
    setShown(problems);
    setFailure(null);
    const invalid = problemFields(problems, order);
    if (invalid.length > 0) {
      setFocus({ field: invalid[0]!, n: (focus?.n ?? 0) + 1 });
      return;
    }
    const name = spec.nameOf(draft);
    write.mutate(
      id === undefined
        ? { kind: 'insert', id: newId, values: spec.toRow(draft) }
        : { kind: 'update', id, values: spec.toRow(draft) },
      {
        onSuccess: () => {
          dirty.current = false;
          notify({ color: 'green', message: t(id === undefined ? 'cms.form.created' : 'cms.form.saved', { name }) });
          onClose();
        },
        onError: (error) => {
          const what = classifyWriteError(error);
          const refused =
            what.kind === 'invalid' && what.rule ? spec.databaseRules?.[what.rule]?.(new Date()) : undefined;
          const [field, problem] =
            what.kind === 'duplicate' && spec.duplicate
              ? [spec.duplicate.field, spec.duplicate.problem]
              : (refused ?? []);
          if (field && problem) {
            setShown({ ...problems, [field]: problem });
            document.getElementById(fieldId(field))?.focus();
          } else setFailure(what);
        },
      },
    );
  };

  useEffect(() => {
    if (focus) document.getElementById(`${formId}-${focus.field}`)?.focus();
  }, [focus, formId]);

  const invalidCount = problemFields(shown, order).length;
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <UnsavedChangesGuard dirty={dirty} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} id={`${formId}-heading`}>
            {heading}
          </Title>
          <Button variant="default" onClick={onClose}>
            {t('cms.form.back')}
          </Button>
        </Group>
        {invalidCount > 0 && (
          <Text role="alert" c="red" fw={600} size="sm">
            {t('cms.form.invalid', { count: invalidCount })}
          </Text>
        )}
        {spec.fields.map((field) => (
          <Field
            key={field.name}
            id={fieldId(field.name)}
            field={field}
            value={draft[field.name]}
            problem={shown[field.name]}
            onChange={(value) => change(field.name, value)}
          />
        ))}
        {/* Beside the button it is about, where the admin is looking after pressing it. */}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={failureTitle(t, failure)}>
            <Text size="sm" id={`${formId}-failure`}>
              {failureMessage(t, failure)}
            </Text>
            {offersRetry(failure) && (
              <BusyButton
                mt="xs"
                variant="default"
                busy={write.isPending}
                onClick={() => {
                  // The message and this button go as the save starts again: the keyboard's
                  // focus moves to the save button, which shows the save under way.
                  saveButton.current?.focus();
                  submit();
                }}
              >
                {t('cms.list.retry')}
              </BusyButton>
            )}
          </Alert>
        )}
        <Group>
          <BusyButton
            ref={saveButton}
            type="submit"
            busy={write.isPending}
            aria-describedby={failure ? `${formId}-failure` : undefined}
          >
            {t('cms.form.save')}
          </BusyButton>
          {/* What a screen reader hears while the save is on its way. */}
          <VisuallyHidden role="status">{write.isPending ? t('cms.form.pending') : ''}</VisuallyHidden>
        </Group>
      </Stack>
    </Box>
  );
}

/**
 * A button that keeps keyboard focus while its action runs. Mantine's `loading` disables the
 * button, and a disabled button drops focus to the page, so an admin on the keyboard or a screen
 * reader would start again from the top after each save. Busy, it is marked disabled for
 * assistive technology and shows a spinner; the action itself ignores a press meanwhile.
 */
function BusyButton({ busy, children, ...props }: ButtonProps & ComponentPropsWithRef<'button'> & { busy: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}

interface FieldProps<F extends string> {
  id: string;
  field: FieldSpec<F>;
  value: string;
  problem?: Problem;
  onChange: (value: string) => void;
}

function Field<F extends string>({ id, field, value, problem, onChange }: FieldProps<F>) {
  const { t } = useStrings();
  const common = {
    id,
    label: field.label,
    description: typeof field.hint === 'function' ? field.hint(value) : field.hint,
    withAsterisk: field.required,
    error: problem ? problemMessage(t, problem) : undefined,
    value,
  };
  const onInput = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  if (field.kind === 'select') {
    const options = field.options ?? [];
    // A value the list does not offer (a row written before the rule, or a type since retired)
    // shows as it is, so the admin sees it and picks another; saving it is refused with a message.
    const kept = value !== '' && !options.some((option) => option.value === value);
    return (
      <NativeSelect
        {...common}
        data={[
          { value: '', label: t('cms.form.choose'), disabled: field.required },
          ...(kept ? [{ value, label: shownText(value) }] : []),
          ...options,
        ]}
        onChange={onInput}
      />
    );
  }
  if (field.kind === 'markdown') return <MarkdownField common={common} onInput={onInput} value={value} />;
  if (field.kind === 'textarea' || field.kind === 'list')
    return <Textarea {...common} autosize minRows={field.kind === 'list' ? 3 : 2} maxRows={12} onChange={onInput} />;
  const listId = field.suggestions ? `${id}-suggestions` : undefined;
  return (
    <>
      <TextInput
        {...common}
        list={listId}
        maxLength={field.maxLength}
        // The browser's own date picker, which gives the value as YYYY-MM-DD whatever it shows.
        type={field.kind === 'date' ? 'date' : undefined}
        inputMode={field.kind === 'year' ? 'numeric' : undefined}
        onChange={onInput}
      />
      {field.suggestions && (
        <datalist id={listId}>
          {field.suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
    </>
  );
}

// The Markdown renderer is the public page's own; the admin area downloads it when a preview opens.
const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

/** A Markdown text with its preview, rendered by the public page's own renderer. */
function MarkdownField({
  common,
  value,
  onInput,
}: {
  common: Omit<FieldProps<string>, 'field' | 'problem' | 'onChange'> & {
    label: string;
    description?: string;
    withAsterisk: boolean;
    error?: ReactNode;
  };
  value: string;
  onInput: (event: { currentTarget: { value: string } }) => void;
}) {
  const { t } = useStrings();
  const [tab, setTab] = useState<string | null>('write');
  // A message about the text shows with the text, where it can be corrected.
  const active = common.error ? 'write' : tab;
  return (
    <Tabs value={active} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">{t('cms.news.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('cms.news.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        <Textarea {...common} autosize minRows={10} maxRows={30} onChange={onInput} />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        <Box
          role="region"
          aria-label={t('cms.news.previewLabel')}
          tabIndex={0}
          p="md"
          bd="1px solid var(--mantine-color-default-border)"
        >
          {value.trim() ? (
            <Suspense fallback={<Loader size="sm" aria-label={t('cms.news.previewLoading')} />}>
              <MarkdownPreview markdown={value} />
            </Suspense>
          ) : (
            <Text>{t('cms.news.previewEmpty')}</Text>
          )}
        </Box>
      </Tabs.Panel>
    </Tabs>
  );
}
