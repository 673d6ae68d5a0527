import { describe, expect, it } from 'vitest';
import { keepTogether } from './keep-together';

describe('keepTogether', () => {
  it.each([
    [
      'Cerqueira César — São Paulo, SP — CEP 01246-000',
      'CEP 01246-000',
      [
        { text: 'Cerqueira César — São Paulo, SP — ', together: false },
        { text: 'CEP 01246-000', together: true },
      ],
    ],
    [
      'CEP 01246-000, São Paulo',
      'CEP 01246-000',
      [
        { text: 'CEP 01246-000', together: true },
        { text: ', São Paulo', together: false },
      ],
    ],
    ['Avenida Doutor Exemplo, 455', 'CEP 01246-000', [{ text: 'Avenida Doutor Exemplo, 455', together: false }]],
    ['01246-000', '01246-000', [{ text: '01246-000', together: true }]],
    ['sem frase', '', [{ text: 'sem frase', together: false }]],
  ])('%j around %j', (line, phrase, parts) => {
    expect(keepTogether(line, phrase)).toEqual(parts);
  });
});
