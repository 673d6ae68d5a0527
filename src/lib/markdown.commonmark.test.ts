import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

type Example = { markdown: string; html: string; section: string; number: number };
// CommonMark's examples show a tab as '→'; its own test runner turns it back into one.
const tests = (createRequire(import.meta.url)('commonmark-spec') as { tests: Example[] }).tests.map((example) => ({
  ...example,
  markdown: example.markdown.replaceAll('→', '\t'),
  html: example.html.replaceAll('→', '\t'),
}));

/** Raw HTML as CommonMark finds it in a line: a tag, a comment, a processing instruction, a declaration, CDATA. */
const RAW_HTML =
  /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<![a-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>/gi;

/** Tags CommonMark writes for Markdown itself; any other tag in an example's HTML is raw HTML passed through. */
const MARKDOWN_TAGS = new Set('p h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code em strong a img hr br'.split(' '));
const LINK_SCHEMES = /^(https?|mailto|tel):/i;
const IMAGE_SCHEMES = /^https?:/i;

/**
 * The examples a renderer that lets no raw HTML through can match: not those whose HTML passes
 * raw HTML of the source through, nor those linking to a scheme other than web, mail or phone (or, for
 * an image, web).
 */
function isSafe({ section, markdown, html }: Example): boolean {
  if (section === 'HTML blocks' || section === 'Raw HTML') return false;
  if ([...markdown.matchAll(RAW_HTML)].some(([raw]) => html.includes(raw))) return false;
  const tags = [...html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((m) => m[1]!.toLowerCase());
  if (tags.some((tag) => !MARKDOWN_TAGS.has(tag))) return false;
  const scheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0];
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  const srcs = [...html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]!);
  return (
    hrefs.every((url) => !scheme(url) || LINK_SCHEMES.test(url)) &&
    srcs.every((url) => !scheme(url) || IMAGE_SCHEMES.test(url))
  );
}

/** The example's HTML as this site writes it: headings one level down (the post's title is the h1). */
const shifted = (html: string) =>
  html.replace(
    /<(\/?)h([1-6])>/g,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 6)}>`,
  );

/** What the site adds to CommonMark's output: attributes on outside links and on images. */
const withoutSiteAttributes = (html: string) =>
  html
    .replaceAll(' rel="nofollow noopener noreferrer"', '')
    .replaceAll(' loading="lazy" referrerpolicy="no-referrer"', '');

describe("CommonMark's own examples", () => {
  const safe = tests.filter(isSafe);
  const failing = safe.filter(
    (example) => withoutSiteAttributes(renderMarkdown(example.markdown)) !== shifted(example.html).replace(/\n$/, ''),
  );

  it("the safe subset is most of CommonMark's examples", () => {
    expect(safe.length).toBeGreaterThan(550);
  });

  it('renders at least 95% of the examples that need no raw HTML', () => {
    const passed = safe.length - failing.length;
    console.info(
      `CommonMark ${passed} of ${safe.length} safe examples (${((100 * passed) / safe.length).toFixed(1)}%); ` +
        `different: ${failing.map((example) => example.number).join(', ') || 'none'}`,
    );
    expect(passed / safe.length).toBeGreaterThanOrEqual(0.95);
  });
});
