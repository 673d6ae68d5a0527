import { describe, expect, it } from 'vitest';
import { factsOf, fillFacts, periodsFrom, unknownFactMessage } from './facts';

const facts = factsOf({
  secretariatTimes: 'das 10:00 às 12:00 e das 14:00 às 16:00',
  email: 'secretaria@exemplo.edu.br',
  note: 'a & b <c>',
  addressLines: ['not a text field'],
});

describe('fillFacts', () => {
  it.each([
    ['a text without citations stays as written', 'Atende em dias úteis.', false, 'Atende em dias úteis.', []],
    [
      'a citation becomes the fact',
      'A secretaria atende {contact.secretariatTimes}.',
      false,
      'A secretaria atende das 10:00 às 12:00 e das 14:00 às 16:00.',
      [],
    ],
    [
      'every citation is filled',
      '{contact.secretariatTimes}; {contact.email}',
      false,
      'das 10:00 às 12:00 e das 14:00 às 16:00; secretaria@exemplo.edu.br',
      [],
    ],
    [
      'an unknown citation stays and is reported',
      'Atende {contact.horario}.',
      false,
      'Atende {contact.horario}.',
      ['{contact.horario}'],
    ],
    [
      'a list field is not a fact',
      '{contact.addressLines}',
      false,
      '{contact.addressLines}',
      ['{contact.addressLines}'],
    ],
    ['braces around spaces are text, not a citation', 'um { texto } qualquer', false, 'um { texto } qualquer', []],
    ['in markup the fact is escaped', '<p>{contact.note}</p>', true, '<p>a &amp; b &lt;c&gt;</p>', []],
    ['in plain text it is not', '{contact.note}', false, 'a & b <c>', []],
  ])('%s', (_case, text, html, expected, unknown) => {
    expect(fillFacts(text, facts, html)).toEqual({ text: expected, unknown });
  });

  it('the message for an unknown citation names it and suggests known ones', () => {
    expect(unknownFactMessage('{contact.horario}', facts)).toBe(
      '{contact.horario} não é um dado conhecido: cite um campo de contact.yaml, como {contact.secretariatTimes}, {contact.email}, {contact.note}',
    );
  });
});

describe('periodsFrom', () => {
  it.each([
    [
      'das 10:00 às 12:00 e das 14:00 às 16:00',
      [
        { from: '10:00', to: '12:00' },
        { from: '14:00', to: '16:00' },
      ],
    ],
    ['das 08:30 às 17:00', [{ from: '08:30', to: '17:00' }]],
    ['das 10:00 às 12:00 e a partir das 14:00', undefined],
    ['das 12:00 às 10:00', undefined],
    ['das 10h às 12h', undefined],
    ['das 25:00 às 26:00', undefined],
    ['', undefined],
  ])('%j → %j', (text, periods) => {
    expect(periodsFrom(text)).toEqual(periods);
  });
});
