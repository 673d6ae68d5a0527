import { useTranslation } from 'react-i18next';
import { useLocation } from '@tanstack/react-router';
import { SITE_URL } from '@/lib/env';

type Props = {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
};

/**
 * Title, description and link-preview tags. React 19 hoists these into <head>; the prerender
 * moves them there in the static HTML, so crawlers and link previews see them without JS.
 */
export function PageHead({ title, description }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteName = t('common.siteName');
  const fullTitle = title ? t('common.titleTemplate', { title }) : siteName;
  const url = `${SITE_URL}${pathname === '/' ? '/' : pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${SITE_URL}/og-image.png`} />
      <link rel="canonical" href={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
