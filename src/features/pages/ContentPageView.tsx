import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHero } from '@/components/PageHero';
import { PageBlock, type Block } from '@/components/PageBlock';
import { PAGE_WIDTH } from '@/components/page-width';

type Props = { title: string; subtitle: string; blocks: readonly Block[]; children?: ReactNode };

/** A long-form page: hero, then its blocks in order, then anything extra. */
export function ContentPageView({ title, subtitle, blocks, children }: Props) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle} breadcrumbs={<PageBreadcrumbs title={title} />} />
      <Container size={PAGE_WIDTH} py="xl">
        <Stack gap={48}>
          {blocks.map((block, index) => (
            <PageBlock key={block.id ?? block.title ?? index} block={block} />
          ))}
          {children}
        </Stack>
      </Container>
    </>
  );
}
