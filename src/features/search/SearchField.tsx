import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { localizedPath } from '@/lib/languages';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';
import { usePageLanguage } from '@/lib/use-page-language';
import classes from './SearchField.module.css';

/**
 * The search page's own field, holding the current term. A plain GET form to the page language's
 * /busca, so it searches without JavaScript too; with it, the router navigates instead of reloading.
 */
export function SearchField({ term }: { term: string }) {
  const { t } = useStrings();
  const language = usePageLanguage();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    const next = field.value.trim();
    if (next !== '') void navigate({ to: '/busca', search: { q: next } });
  };
  return (
    <form
      role="search"
      action={localizedPath('/busca', language)}
      method="get"
      onSubmit={submit}
      className={classes.form}
    >
      {/* Keyed by the term, so the field shows the term the page shows. */}
      <input
        key={term}
        className={classes.input}
        type="search"
        name="q"
        defaultValue={term}
        maxLength={SEARCH_TEXT_MAX}
        aria-label={t('search.field.label')}
        placeholder={t('search.field.placeholder')}
      />
      <button type="submit" className={classes.submit}>
        {t('search.field.submit')}
      </button>
    </form>
  );
}
