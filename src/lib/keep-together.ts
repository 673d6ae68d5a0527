/**
 * A line cut around the first occurrence of `phrase`, so the phrase can be kept on one line of
 * text: a postcode such as "CEP 01246-000" would otherwise break at its hyphen on a narrow screen.
 * Without the phrase the line comes back whole.
 */
export function keepTogether(line: string, phrase: string): { text: string; together: boolean }[] {
  const at = phrase ? line.indexOf(phrase) : -1;
  if (at < 0) return [{ text: line, together: false }];
  return [
    { text: line.slice(0, at), together: false },
    { text: phrase, together: true },
    { text: line.slice(at + phrase.length), together: false },
  ].filter((part) => part.text !== '');
}
