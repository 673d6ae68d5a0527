import { Alert } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import databaseNotice from '#site/strings/database-notice.json';
import { registerStrings } from '@/lib/i18n';
import { Icon } from './icon/Icon';
import { AnchorLink } from './links';

// The notice's words travel with it, not with every page (src/lib/i18n.ts).
registerStrings('database-notice', databaseNotice);

/**
 * "The management system … available after database configuration", with a link to that
 * management area (/cms).
 */
export function DatabaseNotice() {
  const { t } = useStrings();
  return (
    <Alert variant="light" radius="lg" title={t('database-notice.title')} icon={<Icon name="info" />}>
      {t('database-notice.text')}{' '}
      <AnchorLink to="/cms" fw={600}>
        {t('database-notice.link')}
      </AnchorLink>
    </Alert>
  );
}
