import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon/Icon';
import { AnchorLink } from './links';

/**
 * "The management system … available after database configuration", with a link to that
 * management area (/cms).
 */
export function DatabaseNotice() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" radius="lg" title={t('pages.databaseNotice.title')} icon={<Icon name="info" />}>
      {t('pages.databaseNotice.text')}{' '}
      <AnchorLink to="/cms" fw={600}>
        {t('pages.databaseNotice.link')}
      </AnchorLink>
    </Alert>
  );
}
