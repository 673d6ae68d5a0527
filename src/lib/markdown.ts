// Markdown of news posts written in /cms, rendered to HTML that is safe by construction: every
// character of the source reaches the page escaped, and the only markup is what this file writes
// (headings, paragraphs, lists, quotes, code, rules, links, emphasis, images), with links and
// images limited to web, mail and phone addresses. Raw HTML in the source shows as text, so no
// script, event handler or `javascript:` address can get through. The same function renders the
// editor's preview and the public post, and it is small enough (about 2 KB gzip) to load only on
// a database post's page.

import { excerptOf, plainInline, unescapeMarkdown } from './excerpt';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

/**
 * The address as an attribute value, or null when it may not be used: a scheme other than web,
 * mail or phone (images: web only). Browsers ignore tabs, newlines and control characters inside
 * a scheme (`java\tscript:`), so the check ignores them too.
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
  if (!scheme && /^\s*$/.test(url)) return null;
  return escapeHtml(url.trim());
}

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const WORD = /[\p{L}\p{N}]/u;

/**
 * One pass over a paragraph's text, before rendering it: where each code span ends (keyed by
 * where it starts) and where the bracket closing each `[` and `(` is. Escaped characters and code
 * spans hold no brackets. Linear, so a paragraph of a thousand unmatched brackets or backticks
 * costs no more than one with none.
 */
function scan(text: string): { code: Map<number, number>; pairs: Map<number, number> } {
  const runs = [...text.matchAll(/`+/g)].map((m) => ({ at: m.index, size: m[0].length }));
  // Runs of each length, in order, with a cursor that only moves forward.
  const bySize = new Map<number, number[]>();
  runs.forEach((run, k) => {
    const list = bySize.get(run.size);
    if (list) list.push(k);
    else bySize.set(run.size, [k]);
  });
  const cursor = new Map<number, number>();
  const code = new Map<number, number>();
  let inside = -1;
  for (let k = 0; k < runs.length; k++) {
    const run = runs[k]!;
    if (run.at < inside || text[run.at - 1] === '\\') continue;
    const same = bySize.get(run.size)!;
    let c = cursor.get(run.size) ?? 0;
    while (c < same.length && same[c]! <= k) c++;
    cursor.set(run.size, c);
    if (c < same.length) {
      const close = runs[same[c]!]!;
      code.set(run.at, close.at + close.size);
      inside = close.at + close.size;
    }
  }
  const pairs = new Map<number, number>();
  const open: Record<string, number[]> = { '[': [], '(': [] };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (code.has(i)) i = code.get(i)! - 1;
    else if (c === '[' || c === '(') open[c]!.push(i);
    else if (c === ']' || c === ')') {
      const from = open[c === ']' ? '[' : '(']!.pop();
      if (from !== undefined) pairs.set(from, i);
    }
  }
  return { code, pairs };
}

/** `url "title"` inside a link's parentheses. */
function destination(inner: string): { url: string; title?: string } {
  const m = /^\s*(?:<([^<>\n]*)>|(\S*))(?:\s+(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'))?\s*$/.exec(inner);
  if (!m) return { url: inner.trim() };
  return { url: m[1] ?? m[2] ?? '', title: m[3] ?? m[4] };
}

const RUN = /\*+|_+/y;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^\s<>]+)>/iy;

/** A link or an image whose label starts at `open` (its `[`), or null when it is not one. */
function linkAt(text: string, open: number, pairs: Map<number, number>, isImage: boolean, inLink: boolean) {
  const close = pairs.get(open);
  if (close === undefined || text[close + 1] !== '(') return null;
  const end = pairs.get(close + 1);
  if (end === undefined) return null;
  const label = text.slice(open + 1, close);
  const { url, title } = destination(text.slice(close + 2, end));
  const href = safeUrl(unescapeMarkdown(url), isImage);
  const titleAttr = title ? ` title="${escapeHtml(unescapeMarkdown(title))}"` : '';
  let html: string;
  if (isImage) {
    const alt = escapeHtml(plainInline(label));
    html = href ? `<img src="${href}" alt="${alt}"${titleAttr} loading="lazy" referrerpolicy="no-referrer">` : alt;
  } else {
    const inner = renderInline(label, true);
    const external = /^(https?:)?\/\//i.test(url.trim());
    const rel = external ? ' rel="nofollow noopener noreferrer"' : '';
    html = href ? `<a href="${href}"${titleAttr}${rel}>${inner}</a>` : inner;
  }
  return inLink && !isImage ? null : { html, end: end + 1 };
}

/**
 * Where the delimiter closing emphasis opened just before `from` is, or -1. `closers` remembers,
 * per marker, from where on no closer exists, so a paragraph of many openers is scanned once.
 */
function closingDelimiter(
  text: string,
  from: number,
  marker: string,
  code: Map<number, number>,
  closers: Map<string, number>,
): number {
  if (from >= (closers.get(marker) ?? Infinity)) return -1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (code.has(i)) {
      i = code.get(i)! - 1;
      continue;
    }
    if (c !== marker[0] || i === from || /\s/.test(text[i - 1]!)) continue;
    RUN.lastIndex = i;
    const run = RUN.exec(text)![0].length;
    const after = text[i + run] ?? ' ';
    if (marker[0] === '_' && WORD.test(after)) {
      i += run - 1;
      continue;
    }
    if (run >= marker.length) return i + run - marker.length;
    i += run - 1;
  }
  closers.set(marker, from);
  return -1;
}

/** Emphasis and inline elements of one paragraph or heading, as HTML. */
export function renderInline(text: string, inLink = false): string {
  const { code, pairs } = scan(text);
  const closers = new Map<string, number>();
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && PUNCTUATION.test(text[i + 1]!)) {
      out += escapeHtml(text[i + 1]!);
      i += 2;
      continue;
    }
    if (c === '\\' && text[i + 1] === '\n') {
      out += '<br>\n';
      i += 2;
      continue;
    }
    if (c === '`') {
      const end = code.get(i);
      let size = 1;
      while (text[i + size] === '`') size++;
      if (end !== undefined) {
        const body = text.slice(i + size, end - size).replace(/\n/g, ' ');
        const trimmed = body.length > 2 && body.startsWith(' ') && body.endsWith(' ') ? body.slice(1, -1) : body;
        out += `<code>${escapeHtml(trimmed)}</code>`;
        i = end;
      } else {
        out += '`'.repeat(size);
        i += size;
      }
      continue;
    }
    if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      const isImage = c === '!';
      const link = linkAt(text, isImage ? i + 1 : i, pairs, isImage, inLink);
      if (link) {
        out += link.html;
        i = link.end;
        continue;
      }
    }
    if (c === '<' && !inLink) {
      AUTOLINK.lastIndex = i;
      const auto = AUTOLINK.exec(text);
      if (auto) {
        out += `<a href="${safeUrl(auto[1]!)}" rel="nofollow noopener noreferrer">${escapeHtml(auto[1]!)}</a>`;
        i += auto[0].length;
        continue;
      }
    }
    if (c === '*' || c === '_') {
      RUN.lastIndex = i;
      const run = RUN.exec(text)![0];
      const size = Math.min(run.length, 2);
      const after = text[i + run.length] ?? ' ';
      // An underscore inside a word (snake_case) is no emphasis; a run must open before text.
      const canOpen = !/\s/.test(after) && (c === '*' || !WORD.test(text[i - 1] ?? ' '));
      const end = canOpen ? closingDelimiter(text, i + run.length, c.repeat(size), code, closers) : -1;
      if (end > 0) {
        const tag = size === 2 ? 'strong' : 'em';
        // Extra delimiters of the opening run (`***`) open the inner emphasis.
        out += `<${tag}>${renderInline(text.slice(i + size, end), inLink)}</${tag}>`;
        i = end + size;
        continue;
      }
      out += escapeHtml(run);
      i += run.length;
      continue;
    }
    if (c === '\n') {
      // Two spaces before a line break keep the break; otherwise it is a space in the paragraph.
      const hard = / {2,}$/.test(out);
      out = out.replace(/ +$/, '') + (hard ? '<br>\n' : '\n');
      i++;
      continue;
    }
    out += escapeHtml(c);
    i++;
  }
  return out;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;

/** Quotes and lists nested deeper than this read as text: no source can exhaust the stack. */
const MAX_DEPTH = 8;

const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || ITEM.test(line);
const blank = (line: string) => /^\s*$/.test(line);
const indentOf = (line: string) => /^ */.exec(line.replace(/\t/g, '    '))![0].length;

/** Renders lines of Markdown blocks; `tight` renders a lone paragraph without <p> (list items). */
function renderBlocks(lines: string[], tight = false, depth = 0): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (blank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`).test(lines[i]!)) {
        body.push(lines[i]!);
        i++;
      }
      i++;
      out.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page's title is its only h1: a post's own headings start at h2.
      const level = Math.min(6, heading[1]!.length + 1);
      out.push(`<h${level}>${renderInline((heading[2] ?? '').trim())}</h${level}>`);
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push('<hr>');
      i++;
      continue;
    }
    if (QUOTE.test(line) && depth < MAX_DEPTH) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(lines[i++]!.replace(QUOTE, ''));
      out.push(`<blockquote>${renderBlocks(body, false, depth + 1)}</blockquote>`);
      continue;
    }
    const item = ITEM.exec(line);
    if (item && depth < MAX_DEPTH) {
      const [html, next] = renderList(lines, i, depth);
      out.push(html);
      i = next;
      continue;
    }
    const body: string[] = [];
    while (i < lines.length && !blank(lines[i]!) && (body.length === 0 || !startsBlock(lines[i]!))) {
      body.push(lines[i++]!.replace(/^\s+/, ''));
    }
    const inline = renderInline(body.join('\n').replace(/\s+$/, ''));
    // A tight list item's paragraphs carry no <p>, as in CommonMark.
    out.push(tight ? inline : `<p>${inline}</p>`);
  }
  return out.join('\n');
}

/** A list starting at lines[start]: its HTML and the index of the first line after it. */
function renderList(lines: string[], start: number, depth: number): [string, number] {
  const first = ITEM.exec(lines[start]!)!;
  const ordered = /\d/.test(first[2]!);
  const delimiter = first[2]!.slice(-1);
  const items: { lines: string[]; loose: boolean }[] = [];
  let i = start;
  let sawBlank = false;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = ITEM.exec(line);
    const sameKind =
      item &&
      item[1]!.length <= first[1]!.length + 1 &&
      /\d/.test(item[2]!) === ordered &&
      item[2]!.endsWith(delimiter);
    if (sameKind) {
      const content = item[3] ?? '';
      items.push({ lines: [content], loose: sawBlank && items.length > 0 });
      if (sawBlank && items.length > 1) items[items.length - 2]!.loose = true;
      sawBlank = false;
      i++;
      continue;
    }
    const current = items[items.length - 1]!;
    const contentIndent = first[1]!.length + first[2]!.length + 1;
    if (blank(line)) {
      sawBlank = true;
      current.lines.push('');
      i++;
      continue;
    }
    if (indentOf(line) >= Math.min(contentIndent, 2)) {
      // Nested blocks (a sub-list, a second paragraph) belong to the item.
      if (sawBlank) current.loose = true;
      sawBlank = false;
      current.lines.push(line.replace(/\t/g, '    ').slice(Math.min(indentOf(line), contentIndent)));
      i++;
      continue;
    }
    if (!sawBlank && !startsBlock(line)) {
      current.lines.push(line.trim()); // a paragraph's lazy continuation line
      i++;
      continue;
    }
    break;
  }
  const tag = ordered ? 'ol' : 'ul';
  const number = ordered ? Number(first[2]!.slice(0, -1)) : 1;
  const startAttr = ordered && number !== 1 ? ` start="${number}"` : '';
  const body = items.map((entry) => `<li>${renderBlocks(entry.lines, !entry.loose, depth + 1)}</li>`).join('\n');
  return [`<${tag}${startAttr}>\n${body}\n</${tag}>`, i];
}

/** A post's Markdown as HTML safe to insert into the page. */
export function renderMarkdown(source: string): string {
  return renderBlocks(source.replace(/\r\n?/g, '\n').replaceAll(String.fromCharCode(0), '\ufffd').split('\n'));
}

/**
 * A post's excerpt, or the start of its text: re-exported here so that a post's page, which loads
 * this module anyway, needs no other module for its description.
 */
export const describe = excerptOf;
