import { describe, expect, it } from 'vitest';
import { formValues } from './form-values';

describe('formValues', () => {
  const spec = { fields: [{ name: 'title' }, { name: 'excerpt' }, { name: 'status' }] as const };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'texts stay as they are',
      { title: ' A ', excerpt: '', status: 'draft' },
      { title: ' A ', excerpt: '', status: 'draft' },
    ],
    ['NULLs open empty', { title: null, excerpt: null, status: null }, { title: '', excerpt: '', status: '' }],
    ['a missing value opens empty', { title: 'A' }, { title: 'A', excerpt: '', status: '' }],
    [
      'a list or a number opens empty',
      { title: ['A'], excerpt: 3, status: {} },
      { title: '', excerpt: '', status: '' },
    ],
  ])('%s', (_name, values, form) => {
    expect(formValues(spec, values as Record<'title' | 'excerpt' | 'status', unknown>)).toEqual(form);
  });

  it('keeps only the form’s fields', () => {
    expect(formValues(spec, { title: 'A', excerpt: 'B', status: 'draft', id: 'x' } as never)).toEqual({
      title: 'A',
      excerpt: 'B',
      status: 'draft',
    });
  });
});
