import { useState, type FormEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';
import { searchTermToSubmit, truncateSearchInput } from './search-query';
import classes from './SearchBox.module.css';

/** The header's site search: up to 100 characters, submits to /busca?q= and clears itself. */
export function SearchBox({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const { t } = useStrings();
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
    <form role="search" onSubmit={submit} aria-label={t('layout.search.label')}>
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
