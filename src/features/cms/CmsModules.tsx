import './strings';
import { Badge, Button, Card, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Tabs.css';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import classes from './CmsModules.module.css';

/** The six planned modules, overview first, each still showing its placeholder. */
const MODULES = ['overview', 'output', 'events', 'news', 'alumni', 'awards'] as const;

export function CmsModules() {
  const { t } = useTranslation();
  const announce = () => notify({ color: 'blue', message: t('cms.toast') });
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List mb="lg">
        {MODULES.map((module) => (
          <Tabs.Tab key={module} value={module}>
            {t(`cms.modules.${module}.tab`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {MODULES.map((module) => (
        <Tabs.Panel key={module} value={module}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {t(`cms.modules.${module}.title`)}
                </Title>
                <Badge color="orange" variant="light" tt="none" className={classes.status}>
                  {t('cms.statusLabel')}: {t('cms.status')}
                </Badge>
              </Group>
              <Text fw={600}>{t('cms.plannedTitle')}</Text>
              <List spacing={4}>
                {(t(`cms.modules.${module}.features`, { returnObjects: true }) as string[]).map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <div>
                <Button onClick={announce}>{module === 'overview' ? t('cms.configure') : t('cms.activate')}</Button>
              </div>
            </Stack>
          </Card>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
