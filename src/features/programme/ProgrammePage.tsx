import { Container, Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import type { ProgrammePageContent } from '#site/content';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHero } from '@/components/PageHero';
import { ProgrammeJsonLd } from '@/components/ProgrammeJsonLd';
import { PageBlock } from '@/components/PageBlock';
import { useHydrated } from '@/lib/use-hydrated';
import { useEarlyTaps } from '@/lib/early-taps';
import { resolveTab, TAB_PARAM } from './programme-tabs';
import { PAGE_WIDTH } from '@/components/page-width';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useMark } from '@/lib/use-page-language';

type Props = { page: ProgrammePageContent; requestedTab: string | undefined; onTabChange: (tab: string) => void };

/**
 * The programme page: seven tabs from content, the chosen one kept in the URL (?aba=). Until the
 * page has started, a tab tapped is index.html's early script's (`data-early`): it selects the tab
 * and puts it in the URL, where the router finds it, unless it had read the URL already: then the
 * page takes the tab selected over as it starts. (The served page holds only the first tab's
 * panel, so the tab's own shows as the page starts.)
 */
export function ProgrammePage({ page, requestedTab, onTabChange }: Props) {
  const tabs = page.tabs;
  const ids = tabs.map((tab) => tab.id);
  const hydrated = useHydrated(resolveTab(requestedTab, ids) !== resolveTab(undefined, ids));
  const active = resolveTab(hydrated ? requestedTab : undefined, ids);
  const tabsRoot = useEarlyTaps<HTMLDivElement>((root, requested) => {
    if (!requested) return;
    const shown = root.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value');
    if (shown && shown !== resolveTab(requestedTab, ids)) onTabChange(shown);
  });
  // The page's file in the language it is written in; each tab, a unit of its own, in its own.
  const language = unitLanguage(page);
  const lang = useMark(language);
  return (
    <>
      <ProgrammeJsonLd />
      <PageHero
        title={page.title}
        subtitle={page.subtitle}
        language={language}
        breadcrumbs={<PageBreadcrumbs title={page.title} language={language} />}
      />
      <Container size={PAGE_WIDTH} py="xl" lang={lang}>
        <Tabs
          ref={tabsRoot}
          value={active}
          onChange={(tab) => tab && onTabChange(tab)}
          keepMounted
          data-early="tabs"
          data-early-param={TAB_PARAM}
        >
          <Tabs.List mb="xl">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.id} value={tab.id} data-value={tab.id} lang={markOf(unitLanguage(tab), language)}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.id} value={tab.id} lang={markOf(unitLanguage(tab), language)}>
              <PageBlock block={tab.block} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </>
  );
}
