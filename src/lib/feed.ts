// The news feed (Atom, RFC 4287): written to dist/noticias/feed.xml by the prerender.
import { escapeMarkup } from './escape-markup';
import { byNewestFirst } from './newest-first';

export const FEED_PATH = '/noticias/feed.xml';

export type FeedEntry = {
  title: string;
  path: string;
  date: string;
  summary: string;
  author: string;
  category: string;
};
export type FeedFacts = {
  /** Absolute origin without a trailing slash, the one the sitemap uses. */
  siteUrl: string;
  title: string;
  subtitle: string;
  author: string;
  /** The feed's own path and the page it mirrors. */
  feedPath: string;
  pagePath: string;
  entries: readonly FeedEntry[];
};

/** An Atom feed of the entries, newest first, with absolute links. */
export function atomFeed(facts: FeedFacts): string {
  const url = (path: string) => escapeMarkup(`${facts.siteUrl}${path}`);
  const entries = [...facts.entries].sort(byNewestFirst);
  // An empty feed is still valid Atom; its date is then the epoch rather than the build time,
  // so rebuilding unchanged content writes the same bytes.
  const updated = entries[0]?.date ?? new Date(0).toISOString();
  const entryXml = entries.map(
    (entry) => `  <entry>
    <id>${url(entry.path)}</id>
    <title>${escapeMarkup(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>
    <published>${entry.date}</published>
    <updated>${entry.date}</updated>
    <author><name>${escapeMarkup(entry.author)}</name></author>
    <category term="${escapeMarkup(entry.category)}"/>
    <summary>${escapeMarkup(entry.summary)}</summary>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">
  <id>${url(facts.pagePath)}</id>
  <title>${escapeMarkup(facts.title)}</title>
  <subtitle>${escapeMarkup(facts.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${url(facts.feedPath)}"/>
  <link rel="alternate" type="text/html" href="${url(facts.pagePath)}"/>
  <updated>${updated}</updated>
  <author><name>${escapeMarkup(facts.author)}</name></author>
${entryXml.join('')}</feed>
`;
}
