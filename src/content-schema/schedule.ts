import { resolve } from 'node:path';
import { contentToday } from './dates';
import { CONTENT_ROOT, formatNotice, projectPath } from './messages';

// A news post dated after the build's "today" waits: the build leaves it out of .velite/news.json,
// so no page, list, feed, sitemap entry, search entry or prerendered file has it, and the first
// build on or after its date publishes it. The site is static: a post goes out with a build.

/** The file each news entry came from (filled by the news schema), for the notice. */
export const newsFiles = new WeakMap<object, string>();

/** Takes the posts dated after `today` out of data.news, printing one notice for each. */
export function holdScheduledNews(data: { news: { date: string; slug: string }[] }, today = contentToday()): void {
  const scheduled = data.news.filter((item) => item.date.slice(0, 10) > today);
  for (const item of scheduled) {
    const file = projectPath(newsFiles.get(item) ?? item.slug, resolve(CONTENT_ROOT));
    console.log(
      formatNotice(
        file,
        `agendada para ${item.date.slice(0, 10)}: entra no site com o primeiro build nessa data ou depois (hoje: ${today})`,
      ),
    );
  }
  data.news.splice(0, data.news.length, ...data.news.filter((item) => !scheduled.includes(item)));
}
