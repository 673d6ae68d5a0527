import { describe, expect, it } from 'vitest';
import { answerHtml, answerRegionHtml } from './faq-answer-html';

describe('answerHtml', () => {
  it.each([
    ['Uma frase.', '<p>Uma frase.</p>'],
    ['• um\n• dois', '<ul><li>um</li><li>dois</li></ul>'],
    ['Antes:\n• a\nDepois.', '<p>Antes:</p><ul><li>a</li></ul><p>Depois.</p>'],
    ['A & B <b>"x"</b>', '<p>A &amp; B &lt;b&gt;&quot;x&quot;&lt;/b&gt;</p>'],
    ['  linha  \n\n', '<p>linha</p>'],
  ])('%j → %j', (answer, html) => {
    expect(answerHtml(answer)).toBe(html);
  });
});

it('the region is collapsed until found, labelled by its question, with escaped attributes', () => {
  expect(answerRegionHtml({ id: 'a"1', labelledBy: 'q1', className: 'panel', answer: 'Sim.' })).toBe(
    '<div id="a&quot;1" role="region" aria-labelledby="q1" class="panel" hidden="until-found"><p>Sim.</p></div>',
  );
});
