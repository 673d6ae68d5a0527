import { useStrings } from '@/lib/use-strings';
import { ButtonLink } from '@/components/links';
import { searchTermOf } from './shown-name';

/** A row's link to the site's search for its name, as a visitor would find it; none for a blank name. */
export function ViewInSearch({ name }: { name: unknown }) {
  const { t } = useStrings();
  const term = searchTermOf(name);
  // A record without a name has nothing to search for.
  if (!term) return null;
  return (
    <ButtonLink size="compact-sm" variant="subtle" to="/busca" search={{ q: term }}>
      {t('cms.form.viewSearch')}
    </ButtonLink>
  );
}
