import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import type { ContentPage } from '#site/content';
import { PageHero } from '@/components/PageHero';
import { PageBlock } from './PageBlock';

/** A long-form page from content: hero, then its blocks in order, then anything extra. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          {page.blocks.map((block, index) => (
            <PageBlock key={block.id ?? block.title ?? index} block={block} />
          ))}
          {children}
        </Stack>
      </Container>
    </>
  );
}
