import type { ReactNode } from 'react';
import { Box, Container, Text, Title } from '@mantine/core';
import { PageHead } from './PageHead';
import classes from './PageHero.module.css';
import { PAGE_WIDTH } from '@/components/page-width';
import type { Language } from '@/lib/languages';
import { markOf, useRegionLanguage } from '@/lib/use-page-language';

type Props = {
  title: string;
  subtitle?: string;
  /** Meta description; defaults to the subtitle. */
  description?: string;
  /** Home page: the site name is the whole <title>. */
  isHome?: boolean;
  /**
   * Shown above the title: <PageBreadcrumbs> on pages below a section. Passed in rather than
   * imported here, so the home page does not download the trail's code and section titles.
   */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
  /** Art beside the text on a wide screen (the home page's), left out of narrow ones. */
  art?: ReactNode;
  /** The language the title and subtitle are written in (their file's, `unitLanguage`); unset, the page's. */
  language?: Language;
};

/** The one <h1> of a page, its subtitle, and the page's <title> and preview tags. */
export function PageHero({ title, subtitle, description, isHome, breadcrumbs, children, art, language }: Props) {
  const region = useRegionLanguage();
  const lang = markOf(language ?? region, region);
  return (
    <Box component="section" className={classes.hero}>
      <PageHead title={isHome ? undefined : title} description={description ?? subtitle ?? title} />
      <Container size={PAGE_WIDTH} py={{ base: 40, sm: 64 }} className={art ? classes.withArt : undefined}>
        <div>
          {breadcrumbs}
          <Title order={1} className={classes.title} lang={lang}>
            {title}
          </Title>
          {subtitle && (
            <Text size="lg" mt="md" className={classes.subtitle} lang={lang}>
              {subtitle}
            </Text>
          )}
          {children}
        </div>
        {art && <div className={classes.art}>{art}</div>}
      </Container>
    </Box>
  );
}
