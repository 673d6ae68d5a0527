import { useStrings } from '@/lib/use-strings';
import { SITE_URL } from '@/lib/env';
import { FEED_PATH } from '@/lib/feed';
import { DEFAULT_LANGUAGE, languageInfo, localizedPath } from '@/lib/languages';
import { alternates, isTranslated } from '@/lib/translations';
import { usePageLanguage } from '@/lib/use-page-language';
import { usePathname } from '@/lib/use-pathname';

type Props = {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** The page's own preview image (a path under the site); the site's default otherwise. */
  image?: string;
  /** A news post: previews show it as an article with its publication time (ISO 8601). */
  publishedTime?: string;
};

/**
 * Title, description and link-preview tags. React 19 hoists these into <head>; the prerender
 * moves them there in the static HTML, so crawlers and link previews see them without JS.
 */
export function PageHead({ title, description, image, publishedTime }: Props) {
  const { t } = useStrings();
  const pathname = usePathname();
  const language = usePageLanguage();
  const siteName = t('common.siteName');
  const fullTitle = title ? t('common.titleTemplate', { title }) : siteName;
  const address = (path: string) => `${SITE_URL}${path === '/' ? '/' : path}`;
  const url = address(localizedPath(pathname, language));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={publishedTime ? 'article' : 'website'} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={languageInfo(language).ogLocale} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${SITE_URL}${image ?? '/og-image.png'}`} />
      <link rel="canonical" href={url} />
      {/* A page shown in a language it is not translated into stays out of search engines. */}
      {!isTranslated(pathname, language) && <meta name="robots" content="noindex" />}
      {alternates(pathname, language).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={address(alternate.path)} />
      ))}
      {/* Announced on every page, so a feed reader finds the news from any address; the feed is
          written in Portuguese, which its link says on every language's pages. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title={t('common.newsFeed')}
        href={`${SITE_URL}${FEED_PATH}`}
        hrefLang={languageInfo(DEFAULT_LANGUAGE).htmlLang}
      />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
