import { describe, expect, it } from 'vitest';
import { missingFields, signUpFieldProblems, signUpProblems } from './sign-up-rules';

describe('signUpProblems', () => {
  it.each([
    ['ana@exemplo.edu.br', 'Forte!2345', []],
    ['ana@exemplo', 'Forte!2345', ['invalidEmail']],
    ['ana exemplo@x.com', 'Forte!2345', ['invalidEmail']],
    ['ana@exemplo.edu.br', 'Fo!1a', ['tooShort']],
    ['ana@exemplo.edu.br', 'FORTE!2345', ['noLowercase']],
    ['ana@exemplo.edu.br', 'forte!2345', ['noUppercase']],
    ['ana@exemplo.edu.br', 'Forte!abcd', ['noDigit']],
    ['ana@exemplo.edu.br', 'Forte12345', ['noSpecial']],
    ['', '', ['invalidEmail', 'tooShort', 'noLowercase', 'noUppercase', 'noDigit', 'noSpecial']],
    ['ana@exemplo.edu.br', 'Çédula#2026', []],
  ])('%j / %j → %j', (email, password, expected) => {
    expect(signUpProblems(email, password)).toEqual(expected);
  });
});

describe('signUpFieldProblems', () => {
  it.each([
    ['ana@exemplo.edu.br', 'Forte!2345', { email: [], password: [] }],
    ['ana@exemplo', 'forte!2345', { email: ['invalidEmail'], password: ['noUppercase'] }],
    ['', '', { email: ['invalidEmail'], password: ['tooShort', 'noLowercase', 'noUppercase', 'noDigit', 'noSpecial'] }],
  ])('%j / %j → %j', (email, password, expected) => {
    expect(signUpFieldProblems(email, password)).toEqual(expected);
  });
});

describe('missingFields', () => {
  it.each([
    ['', '', { email: ['required'], password: ['required'] }],
    [' ', 'x', { email: ['required'], password: [] }],
    ['a@b.c', '', { email: [], password: ['required'] }],
    ['a@b.c', 'x', { email: [], password: [] }],
  ])('%j / %j → %j', (email, password, expected) => {
    expect(missingFields(email, password)).toEqual(expected);
  });
});
