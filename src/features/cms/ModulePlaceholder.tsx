import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import { useStrings } from '@/lib/use-strings';
import { notify } from '@/lib/notify';
import classes from './CmsModules.module.css';

/**
 * A module with no table in the database yet (events, awards): what it will do, its status, and
 * a button that only explains what is missing.
 */
export function ModulePlaceholder({ module }: { module: 'events' | 'awards' }) {
  const { t } = useStrings();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t(`cms.modules.${module}.title`)}
          </Title>
          <Badge color="orange" variant="light" tt="none" className={classes.status}>
            {t('cms.status.label')}: {t('cms.status.waiting')}
          </Badge>
        </Group>
        <Text fw={600}>{t('cms.placeholder.planned')}</Text>
        <List spacing={4}>
          {(t(`cms.modules.${module}.features`, { returnObjects: true }) as string[]).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <div>
          <Button onClick={() => notify({ color: 'blue', message: t('cms.placeholder.toast') })}>
            {t('cms.placeholder.activate')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
