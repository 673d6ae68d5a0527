import { escapeMarkup } from '@/lib/escape-markup';

/** An FAQ answer (plain text) as HTML: lines starting with "• " become list items, the rest paragraphs. */
export function answerHtml(answer: string): string {
  const blocks: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length > 0) blocks.push(`<ul>${items.join('')}</ul>`);
    items = [];
  };
  for (const line of answer
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (line.startsWith('• ')) items.push(`<li>${escapeMarkup(line.slice(2))}</li>`);
    else {
      flush();
      blocks.push(`<p>${escapeMarkup(line)}</p>`);
    }
  }
  flush();
  return blocks.join('');
}

/**
 * The answer's region, as markup. React renders `hidden` only as a boolean, so a collapsed
 * answer's `hidden="until-found"` (which keeps it in the served HTML and lets find-in-page
 * reveal it) is written here and toggled on the element itself afterwards.
 */
export function answerRegionHtml({
  id,
  labelledBy,
  className,
  answer,
}: {
  id: string;
  labelledBy: string;
  className: string;
  answer: string;
}) {
  return `<div id="${escapeMarkup(id)}" role="region" aria-labelledby="${escapeMarkup(labelledBy)}" class="${escapeMarkup(className)}" hidden="until-found">${answerHtml(answer)}</div>`;
}
