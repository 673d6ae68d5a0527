import { Container, Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import type { ProgrammePageContent } from '#site/content';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHero } from '@/components/PageHero';
import { ProgrammeJsonLd } from '@/components/ProgrammeJsonLd';
import { PageBlock } from '@/components/PageBlock';
import { useHydrated } from '@/lib/use-hydrated';
import { resolveTab } from './programme-tabs';
import { PAGE_WIDTH } from '@/components/page-width';

type Props = { page: ProgrammePageContent; requestedTab: string | undefined; onTabChange: (tab: string) => void };

/** The programme page: seven tabs from content, the chosen one kept in the URL (?aba=). */
export function ProgrammePage({ page, requestedTab, onTabChange }: Props) {
  const tabs = page.tabs;
  const ids = tabs.map((tab) => tab.id);
  const hydrated = useHydrated(resolveTab(requestedTab, ids) !== resolveTab(undefined, ids));
  const active = resolveTab(hydrated ? requestedTab : undefined, ids);
  return (
    <>
      <ProgrammeJsonLd />
      <PageHero title={page.title} subtitle={page.subtitle} breadcrumbs={<PageBreadcrumbs title={page.title} />} />
      <Container size={PAGE_WIDTH} py="xl">
        <Tabs value={active} onChange={(tab) => tab && onTabChange(tab)} keepMounted>
          <Tabs.List mb="xl">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.id} value={tab.id}>
              <PageBlock block={tab.block} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </>
  );
}
