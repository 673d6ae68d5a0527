import './strings';
import { Anchor, Group } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import type { Adviser } from '#site/content';

type Props = { adviser: Pick<Adviser, 'name' | 'lattes' | 'orcid'> };

/** Links to the adviser's Lattes CV and ORCID record, when content gives them. */
export function AdviserProfileLinks({ adviser }: Props) {
  const { t } = useStrings();
  if (!adviser.lattes && !adviser.orcid) return null;
  return (
    <Group gap="md" justify="center">
      {adviser.lattes && (
        <Anchor
          href={adviser.lattes}
          size="sm"
          rel="noopener"
          aria-label={t('advisers.lattesLabel', { name: adviser.name })}
        >
          {t('advisers.lattes')}
        </Anchor>
      )}
      {adviser.orcid && (
        <Anchor
          href={adviser.orcid}
          size="sm"
          rel="noopener"
          aria-label={t('advisers.orcidLabel', { name: adviser.name })}
        >
          {t('advisers.orcid')}
        </Anchor>
      )}
    </Group>
  );
}
