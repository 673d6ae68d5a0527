import './strings';
import { Anchor, Badge, Card, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { markOf, useAreaLanguage, useMark } from '@/lib/use-page-language';
import { unitLanguage } from '@/lib/unit-language';
import type { SearchEntry } from '@/lib/search-index/search-entry';
import { entryLink } from './entry-link';
import classes from './SearchResultCard.module.css';

/**
 * One result, marked with the language it is written in: its unit's when translated (a database
 * row, always Portuguese, has none).
 */
export function SearchResultCard({ entry }: { entry: SearchEntry }) {
  const { t } = useStrings();
  const language = unitLanguage(entry);
  const lang = useMark(language);
  // The category is named in the search page's strings, whatever the result's language.
  const categoryLang = markOf(useAreaLanguage('search'), language);
  // A database row's title may be blank (written before the editor required one).
  const title = entry.title || t('common.untitled');
  // A database row or a featured publication opens at its entry on its list (an anchor).
  const { to, hash } = entryLink(entry.path);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" lang={lang}>
      <Badge variant="light" mb="xs" tt="none" lang={categoryLang}>
        {entry.category}
      </Badge>
      <Title order={2} size="h4">
        <Anchor component={Link} to={to} hash={hash} c="inherit">
          {title}
        </Anchor>
      </Title>
      {entry.excerpt && (
        <Text size="sm" mt="xs" lineClamp={3}>
          {entry.excerpt}
        </Text>
      )}
      {entry.details && entry.details.length > 0 && (
        <dl className={classes.details}>
          {entry.details.map((detail) => (
            <div key={detail.label}>
              <dt>{t(`search.details.${detail.label}`)}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Anchor
        component={Link}
        to={to}
        hash={hash}
        size="sm"
        fw={600}
        mt="sm"
        display="inline-block"
        aria-label={t('search.openPage', { title })}
      >
        {t('search.seeFullPage')}
      </Anchor>
    </Card>
  );
}
