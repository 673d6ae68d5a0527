import { Breadcrumbs, Text } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { useStrings } from '@/lib/use-strings';
import { sections } from '#site/content';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { SITE_URL } from '@/lib/env';
import { breadcrumbList } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';
import { AnchorLink, asRoute } from './links';
import classes from './PageBreadcrumbs.module.css';
import { usePathname } from '@/lib/use-pathname';
import type { Language } from '@/lib/languages';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useAreaLanguage, useRegionLanguage } from '@/lib/use-page-language';

// Decoration between the links, hidden from screen readers.
const SEPARATOR = <span aria-hidden="true">{'›'}</span>;

/**
 * Início › section › this page, on every page below a section: a labelled navigation landmark
 * for visitors and a BreadcrumbList for search engines. Renders nothing on other pages.
 */
export function PageBreadcrumbs({ title, language }: { title: string; language?: Language }) {
  const { t } = useStrings();
  const pathname = usePathname();
  // Each step in its own language: the trail's words the shell's, the section's title its file's,
  // the page's title its page's.
  const region = useRegionLanguage();
  const trailLanguage = useAreaLanguage('common');
  const trail = breadcrumbTrail(pathname, title, t('common.home'), sections);
  if (trail.length === 0) return null;
  const current = trail[trail.length - 1];
  const sectionLanguage = unitLanguage(sections.find((section) => section.path === trail[1]?.path));
  return (
    <nav aria-label={t('common.breadcrumb')} lang={markOf(trailLanguage, region)}>
      <Breadcrumbs separator={SEPARATOR} separatorMargin={6} mb="md">
        {/* exact: the section is an ancestor of this page, so the router must not mark it aria-current */}
        {trail.slice(0, -1).map((crumb) => (
          <AnchorLink
            key={crumb.path}
            to={asRoute(crumb.path)}
            activeOptions={{ exact: true }}
            size="sm"
            lang={crumb.path === '/' ? undefined : markOf(sectionLanguage, trailLanguage)}
          >
            {crumb.label}
          </AnchorLink>
        ))}
        <Text
          component="span"
          size="sm"
          aria-current="page"
          className={classes.current}
          lang={markOf(language ?? region, trailLanguage)}
        >
          {current?.label}
        </Text>
      </Breadcrumbs>
      <JsonLd data={breadcrumbList(SITE_URL, trail)} />
    </nav>
  );
}
