import { escapeMarkup } from '../lib/escape-markup';
import type { Data } from './collections';
import type { Problems } from './checks';
import { resolve } from 'node:path';
import { CONTENT_ROOT, projectPath } from './messages';
import { newsFiles } from './schedule';

// Facts that several content texts repeat (the secretariat's hours) are written once, in
// contact.yaml, and cited elsewhere as {contact.<field>}: the build puts the field's text in
// the citation's place, so changing the fact is one edit (content/README.md, "Um fato, um lugar").

/** A citation: a name between braces, without spaces, e.g. {contact.secretariatTimes}. */
const CITATION = /\{([^{}\s]+)\}/g;

export type Filled = { text: string; unknown: string[] };

/**
 * The text with each citation of a known fact replaced by the fact, and the citations it does not
 * know. `html` escapes the facts for a text that is already markup (a news post's body).
 */
export function fillFacts(text: string, facts: ReadonlyMap<string, string>, html = false): Filled {
  const unknown: string[] = [];
  const filled = text.replace(CITATION, (citation, name: string) => {
    const fact = facts.get(name);
    if (fact === undefined) {
      unknown.push(citation);
      return citation;
    }
    return html ? escapeMarkup(fact) : fact;
  });
  return { text: filled, unknown };
}

/** The facts a text may cite: contact.yaml's text fields, as {contact.<field>}. */
export function factsOf(contact: Record<string, unknown>): Map<string, string> {
  return new Map(
    Object.entries(contact).flatMap(([field, value]) =>
      typeof value === 'string' ? [[`contact.${field}`, value] as const] : [],
    ),
  );
}

/** The message for a citation the build does not know. */
export const unknownFactMessage = (citation: string, facts: ReadonlyMap<string, string>) =>
  `${citation} não é um dado conhecido: cite um campo de contact.yaml, como ${[...facts.keys()]
    .slice(0, 3)
    .map((name) => `{${name}}`)
    .join(', ')}`;

/** Time of day written HH:MM. */
const TIME = /\b([01]\d|2[0-3]):([0-5]\d)\b/g;

/**
 * The opening periods a text of hours names, in its order: its times read two by two, each pair
 * from–to ("das 10:00 às 12:00 e das 14:00 às 16:00" → 10:00–12:00, 14:00–16:00). Undefined when
 * the times do not pair up into periods that end after they start.
 */
export function periodsFrom(text: string): { from: string; to: string }[] | undefined {
  const times = [...text.matchAll(TIME)].map((match) => match[0]);
  if (times.length === 0 || times.length % 2 !== 0) return undefined;
  const periods = [];
  for (let index = 0; index < times.length; index += 2) {
    const [from, to] = [times[index]!, times[index + 1]!];
    if (to <= from) return undefined;
    periods.push({ from, to });
  }
  return periods;
}

/**
 * Puts contact.yaml's facts where other texts cite them (FAQ, news, contact.yaml's own texts) and
 * reports each citation it does not know. New entries replace the old: in watch mode Velite reuses
 * unchanged entries, which must keep their citations for the next edit of contact.yaml.
 */
export function fillCitedFacts(data: Data, problems: Problems) {
  const facts = factsOf(data.contact);
  const fill = (file: string, source: string, text: string, html = false) => {
    const filled = fillFacts(text, facts, html);
    filled.unknown.forEach((citation) => problems.add(file, source, unknownFactMessage(citation, facts)));
    return filled.text;
  };
  data.contact = Object.fromEntries(
    Object.entries(data.contact).map(([field, value]) => [
      field,
      typeof value === 'string' ? fill('contact.yaml', field, value) : value,
    ]),
  ) as Data['contact'];
  data.faq = data.faq.map((item, index) => ({
    ...item,
    question: fill('faq.yaml', `[${index}].question`, item.question),
    answer: fill('faq.yaml', `[${index}].answer`, item.answer),
  }));
  data.news = data.news.map((item) => {
    const file = projectPath(newsFiles.get(item) ?? `news/${item.slug}`, resolve(CONTENT_ROOT));
    return {
      ...item,
      title: fill(file, 'title', item.title),
      excerpt: fill(file, 'excerpt', item.excerpt),
      body: fill(file, 'body', item.body, true),
    };
  });
}
