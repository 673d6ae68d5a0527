import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHero } from '@/components/PageHero';
import { PageBlock, type Block } from '@/components/PageBlock';
import { PAGE_WIDTH } from '@/components/page-width';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useMark } from '@/lib/use-page-language';
import type { Language } from '@/lib/languages';

type Props = {
  /** The page's content file; its text is marked with the language it is written in. */
  page: { title: string; subtitle: string; blocks?: readonly Block[] };
  /** The blocks shown, when not the file's own `blocks`. */
  blocks?: readonly Block[];
  children?: ReactNode;
};

/**
 * The `lang` of a block inside its file's text (`language`): a block with an id is a unit of its
 * own, translated or not on its own; one without is the file's.
 */
export const blockLang = (block: Block, language: Language) =>
  block.id === undefined ? undefined : markOf(unitLanguage(block), language);

/** A long-form page: hero, then its blocks in order, then anything extra. */
export function ContentPageView({ page, blocks = page.blocks ?? [], children }: Props) {
  const { title, subtitle } = page;
  const language = unitLanguage(page);
  const lang = useMark(language);
  return (
    <>
      <PageHero
        title={title}
        subtitle={subtitle}
        language={language}
        breadcrumbs={<PageBreadcrumbs title={title} language={language} />}
      />
      <Container size={PAGE_WIDTH} py="xl">
        <Stack gap={48}>
          <Stack gap={48} lang={lang}>
            {blocks.map((block, index) => (
              <PageBlock key={block.id ?? block.title ?? index} block={block} lang={blockLang(block, language)} />
            ))}
          </Stack>
          {children}
        </Stack>
      </Container>
    </>
  );
}
