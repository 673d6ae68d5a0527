import { useState, type FormEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { localizedPath } from '@/lib/languages';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';
import { usePageLanguage } from '@/lib/use-page-language';
import { searchTermToSubmit, truncateSearchInput } from './search-query';
import classes from './SearchBox.module.css';

/**
 * The header's site search: up to 100 characters, submits to /busca?q= and clears itself. A plain
 * GET form to the page language's search page too, so a search sent before the page has started
 * (or without JavaScript) lands there rather than reloading the page it was typed on.
 */
export function SearchBox({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const { t } = useStrings();
  const language = usePageLanguage();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = searchTermToSubmit(value);
    if (term === null) return;
    setValue('');
    onSearched?.();
    void navigate({ to: '/busca', search: { q: term } });
  };

  return (
    <form
      role="search"
      action={localizedPath('/busca', language)}
      method="get"
      onSubmit={submit}
      aria-label={t('layout.search.label')}
    >
      <div className={classes.field}>
        <input
          id={id}
          className={classes.input}
          type="search"
          name="q"
          value={value}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => setValue(truncateSearchInput(event.currentTarget.value))}
          placeholder={t('layout.search.placeholder')}
          aria-label={t('layout.search.label')}
        />
        <div className={classes.submit}>
          <ActionIcon type="submit" variant="subtle" radius="xl" aria-label={t('layout.search.submit')}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        </div>
      </div>
    </form>
  );
}
