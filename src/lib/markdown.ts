// Markdown of news posts written in /cms. micromark (through mdast-util-from-markdown) reads it as
// CommonMark does everywhere else; this file writes the HTML from that tree itself, so the page
// gets only the markup written here (headings, paragraphs, lists, quotes, code, rules, links,
// emphasis, images) and every character the author typed arrives escaped. Raw HTML is not parsed
// at all: it shows as the text it is. Links go only to web, mail and phone addresses, images only
// to web ones. The same tree gives a post's plain text for excerpts, so the editor's preview, the
// public page, the news list and the search agree on what the author wrote. Downloaded only where
// a post's Markdown is shown or a post without an excerpt is listed (its budget: MARKDOWN_READER,
// tests/js-budgets.ts).

import type { Definition, List, Nodes, Parents, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as HTML, in an element or a double-quoted attribute: nothing in it can start markup or end the value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * An address percent-encoded as CommonMark's renderers write it, so a space or an accent in a
 * destination makes a working link; what is already encoded (`%20`) stays as it is.
 */
const encodeUrl = (url: string): string =>
  url
    .replace(LONE_SURROGATE, '\ufffd')
    .split(/(%[0-9a-f]{2})/i)
    .map((part, k) => (k % 2 === 1 ? part : encodeURI(part)))
    .join('');

/**
 * The address as an attribute value, or null when it may not be used: a scheme other than web,
 * mail or phone (images: web only). Browsers ignore tabs, newlines and control characters inside
 * a scheme (`java\tscript:`), so the check ignores them too. An address without a scheme is one of
 * this site's.
 */
export function safeUrl(url: string, image = false): string | null {
  // Every code point up to the space, and DEL, out of the probe (a filter rather than a regular
  // expression over control characters).
  const probe = [...url]
    .filter((c) => c > ' ' && c !== '\u007f')
    .join('')
    .toLowerCase();
  const scheme = /^[a-z][a-z0-9+.-]*:/.exec(probe)?.[0];
  if (scheme && !(image ? IMAGE_SCHEMES : SAFE_SCHEMES).has(scheme)) return null;
  return escapeHtml(encodeUrl(url.trim()));
}

/** Links that leave the site tell the other site nothing and lend it no ranking. */
const EXTERNAL_REL = ' rel="nofollow noopener noreferrer"';
const isExternal = (url: string) => /^(https?:)?\/\//i.test(url.trim());

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : '');

/** A list is loose when any of its items is: then every item's paragraphs keep their <p>. */
const isLoose = (list: List) => Boolean(list.spread) || list.children.some((item) => item.spread);

/**
 * The tree of a post's Markdown. The parser's HTML constructs are switched off, so `<script>` is a
 * paragraph's text like any other.
 */
function parse(source: unknown): Root {
  // A row written outside the editor may hold NULL where the text should be: nothing to show.
  return fromMarkdown(typeof source === 'string' ? source : '', {
    extensions: [{ disable: { null: ['htmlFlow', 'htmlText'] } }],
  });
}

/**
 * Every node of the tree in document order, each passed to `visit`; a node's children are visited
 * unless `visit` returns false. A stack rather than recursion: a deep tree must not exhaust it.
 */
function walk(tree: Root, visit: (node: Nodes) => boolean | void) {
  const pending: Nodes[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (visit(node) !== false && 'children' in node)
      for (let k = node.children.length - 1; k >= 0; k--) pending.push(node.children[k]!);
  }
}

/** The tree's link definitions by name; the first of a name wins. */
function definitionsOf(tree: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  walk(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    // Definitions stand among blocks: no need to look inside a paragraph or a heading.
    return node.type !== 'paragraph' && node.type !== 'heading';
  });
  return definitions;
}

/** A step of writing: a node to write (inside a tight list item or not), text, or a line end if none ends the output. */
type Step = { node: Nodes; tight: boolean } | string | typeof LINE;
const LINE = Symbol('line end');

/**
 * The tree as HTML, laid out as CommonMark's own renderer does. A stack of pending steps rather
 * than recursion: ten thousand nested quotes or list markers make a deep tree, and it must render
 * rather than exhaust the stack.
 */
function write(tree: Root, definitions: Map<string, Definition>): string {
  const out: string[] = [];
  const steps: Step[] = [{ node: tree, tight: false }];
  /**
   * Steps to take in this order (the stack takes them from its end). An array, not arguments: a
   * list of fifty thousand items would pass the engine's limit on arguments.
   */
  const then = (next: Step[]) => {
    for (let k = next.length - 1; k >= 0; k--) steps.push(next[k]!);
  };
  const each = (node: Parents, tight = false): Step[] => node.children.map((child) => ({ node: child, tight }));
  const block = (open: string, inner: Step[], close: string) => then([LINE, open, ...inner, close, LINE]);
  const linked = (node: Parents, url: string, title: string | null | undefined) => {
    const href = safeUrl(url);
    // A refused address leaves the link's text, unlinked.
    if (href === null) then(each(node));
    else
      then([`<a href="${href}"${titleAttribute(title)}${isExternal(url) ? EXTERNAL_REL : ''}>`, ...each(node), '</a>']);
  };
  const image = (url: string, title: string | null | undefined, alt: string) => {
    const src = safeUrl(url, true);
    if (src === null) out.push(escapeHtml(alt));
    else
      out.push(
        `<img src="${src}" alt="${escapeHtml(alt)}"${titleAttribute(title)} loading="lazy" referrerpolicy="no-referrer" />`,
      );
  };

  while (steps.length > 0) {
    const step = steps.pop()!;
    if (step === LINE) {
      const last = out.at(-1);
      if (last !== undefined && !last.endsWith('\n')) out.push('\n');
      continue;
    }
    if (typeof step === 'string') {
      if (step) out.push(step);
      continue;
    }
    const { node, tight } = step;
    switch (node.type) {
      case 'root':
        then(each(node));
        break;
      case 'paragraph':
        // A tight list item's paragraphs carry no <p>, as in CommonMark.
        if (tight) then(each(node));
        else block('<p>', each(node), '</p>');
        break;
      case 'heading': {
        // The post's title is the page's h1, so its headings start at h2.
        const level = Math.min(node.depth + 1, 6);
        block(`<h${level}>`, each(node), `</h${level}>`);
        break;
      }
      case 'thematicBreak':
        block('<hr />', [], '');
        break;
      case 'blockquote':
        block('<blockquote>', [LINE, ...each(node), LINE], '</blockquote>');
        break;
      case 'list': {
        const tag = node.ordered ? 'ol' : 'ul';
        const start = node.ordered && node.start != null && node.start !== 1 ? ` start="${node.start}"` : '';
        block(`<${tag}${start}>`, [LINE, ...each(node, !isLoose(node)), LINE], `</${tag}>`);
        break;
      }
      case 'listItem':
        then(['<li>', ...each(node, tight), '</li>', LINE]);
        break;
      case 'code': {
        const language = node.lang ? ` class="language-${escapeHtml(node.lang)}"` : '';
        const text = node.value ? `${escapeHtml(node.value)}\n` : '';
        block(`<pre><code${language}>${text}</code></pre>`, [], '');
        break;
      }
      case 'text':
        out.push(escapeHtml(node.value));
        break;
      case 'inlineCode':
        // A code span's line endings are spaces, as CommonMark reads them.
        out.push(`<code>${escapeHtml(node.value.replace(/\r\n?|\n/g, ' '))}</code>`);
        break;
      case 'emphasis':
        then(['<em>', ...each(node), '</em>']);
        break;
      case 'strong':
        then(['<strong>', ...each(node), '</strong>']);
        break;
      case 'break':
        out.push('<br />\n');
        break;
      case 'link':
        linked(node, node.url, node.title);
        break;
      case 'linkReference': {
        const definition = definitions.get(node.identifier);
        linked(node, definition?.url ?? '', definition?.title);
        break;
      }
      case 'image':
        image(node.url, node.title, node.alt ?? '');
        break;
      case 'imageReference': {
        const definition = definitions.get(node.identifier);
        image(definition?.url ?? '', definition?.title, node.alt ?? '');
        break;
      }
      default:
        // Definitions write nothing; a CommonMark parse without HTML makes no other node.
        break;
    }
  }
  return out.join('');
}

/** A post's Markdown as HTML safe to insert into the page. */
export function renderMarkdown(source: unknown): string {
  const tree = parse(source);
  return write(tree, definitionsOf(tree)).replace(/\n$/, '');
}

/**
 * A post's Markdown as the plain text a reader sees, on one line: the words of its paragraphs,
 * headings, lists, quotes and code, with images by their descriptions.
 */
export function markdownText(source: unknown): string {
  const words: string[] = [];
  walk(parse(source), (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') words.push(node.value);
    else if (node.type === 'code') words.push(' ', node.value, ' ');
    else if (node.type === 'image' || node.type === 'imageReference') words.push(node.alt ?? '');
    else if (node.type === 'break' || node.type === 'paragraph' || node.type === 'heading') words.push(' ');
  });
  return words.join('').replace(/\s+/g, ' ').trim();
}
