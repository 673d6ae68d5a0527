import { describe, expect, it } from 'vitest';
import { atomFeed } from './feed';

const facts = {
  siteUrl: 'https://ppg.exemplo.edu.br',
  title: 'Notícias & Eventos',
  subtitle: 'O que acontece',
  author: 'PPG',
  feedPath: '/noticias/feed.xml',
  pagePath: '/noticias',
};
const entry = (slug: string, date: string) => ({
  title: `Título ${slug}`,
  path: `/noticias/${slug}`,
  date,
  summary: `Resumo <b>${slug}</b>`,
  author: 'Comunicação',
  category: 'Eventos',
});

describe('atomFeed', () => {
  const xml = atomFeed({
    ...facts,
    entries: [entry('antiga', '2026-01-10T00:00:00.000Z'), entry('nova', '2026-10-20T00:00:00.000Z')],
  });

  it('lists the entries newest first with absolute links', () => {
    const links = [...xml.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(['https://ppg.exemplo.edu.br/noticias/nova', 'https://ppg.exemplo.edu.br/noticias/antiga']);
  });

  it('dates the feed by its newest entry and each entry by its own date', () => {
    expect(xml).toMatch(/<\/title>[\s\S]*?<updated>2026-10-20T00:00:00.000Z<\/updated>/);
    expect(xml).toContain('<published>2026-01-10T00:00:00.000Z</published>');
  });

  it('names itself and escapes text', () => {
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://ppg.exemplo.edu.br/noticias/feed.xml"/>',
    );
    expect(xml).toContain('<title>Notícias &amp; Eventos</title>');
    expect(xml).toContain('<summary>Resumo &lt;b&gt;nova&lt;/b&gt;</summary>');
  });

  it('an empty feed is still a feed', () => {
    const empty = atomFeed({ ...facts, entries: [] });
    expect(empty).toContain('<updated>1970-01-01T00:00:00.000Z</updated>');
    expect(empty).not.toContain('<entry>');
  });
});
