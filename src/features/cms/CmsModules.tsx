import { Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import type { ComponentType } from 'react';
import { useStrings } from '@/lib/use-strings';
import './strings';
import { CmsOverview } from './CmsOverview';
import { CMS_TABS, type CmsTab } from './cms-search';
import { ModulePlaceholder } from './ModulePlaceholder';
import { AlumniModule } from './alumni/AlumniModule';
import { NewsModule } from './news/NewsModule';
import { OutputModule } from './output/OutputModule';
import { useCmsView } from './use-cms-view';

// The editors travel with the admin area's own chunk rather than one chunk each: chunks of their
// own regrouped the Mantine components they share with public pages, adding about 0.5 KB gzip to
// every public page (the admin area's own ceiling in tests/e2e/budgets.spec.ts says what it costs).
const EDITORS: Partial<Record<CmsTab, ComponentType>> = {
  producao: OutputModule,
  noticias: NewsModule,
  egressos: AlumniModule,
};

/** The module each tab shows, in the tabs' order (CMS_TABS); its name in the locale files. */
export const MODULE_OF: Record<CmsTab, 'overview' | 'output' | 'events' | 'news' | 'alumni' | 'awards'> = {
  'visao-geral': 'overview',
  producao: 'output',
  eventos: 'events',
  noticias: 'news',
  egressos: 'alumni',
  premios: 'awards',
};

/** The admin area: an overview, three working editors and two modules still without a table. */
export function CmsModules() {
  const { t } = useStrings();
  const view = useCmsView();
  const active = view.search.aba ?? 'visao-geral';
  return (
    <Tabs value={active} onChange={(tab) => view.open((tab as CmsTab | null) ?? 'visao-geral')} keepMounted={false}>
      <Tabs.List mb="lg" aria-label={t('cms.tabsLabel')}>
        {CMS_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`cms.modules.${MODULE_OF[tab]}.tab`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CMS_TABS.map((tab) => {
        const Editor = EDITORS[tab];
        return (
          <Tabs.Panel key={tab} value={tab}>
            {tab === 'visao-geral' ? (
              <CmsOverview />
            ) : Editor ? (
              <Editor />
            ) : (
              <ModulePlaceholder module={MODULE_OF[tab] as 'events' | 'awards'} />
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
