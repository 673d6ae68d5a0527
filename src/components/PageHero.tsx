import type { ReactNode } from 'react';
import { Box, Container, Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PageHead } from './PageHead';
import classes from './PageHero.module.css';

type Props = {
  title: string;
  subtitle?: string;
  /** Meta description; defaults to the subtitle. */
  description?: string;
  /** Home page: the site name is the whole <title>. */
  isHome?: boolean;
  children?: ReactNode;
};

/** The one <h1> of a page, its subtitle, and the page's <title> and preview tags. */
export function PageHero({ title, subtitle, description, isHome, children }: Props) {
  return (
    <Box component="section" className={classes.hero}>
      <PageHead title={isHome ? undefined : title} description={description ?? subtitle ?? title} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        {!isHome && <PageBreadcrumbs title={title} />}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle && (
          <Text size="lg" mt="md" className={classes.subtitle}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
