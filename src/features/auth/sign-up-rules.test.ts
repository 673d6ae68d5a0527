import { describe, expect, it } from 'vitest';
import { isFilled, signUpProblems } from './sign-up-rules';

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

describe('isFilled', () => {
  it.each([
    ['', 'x', false],
    ['  ', 'x', false],
    ['a@b.c', '', false],
    ['a@b.c', 'x', true],
  ])('%j / %j → %s', (email, password, expected) => {
    expect(isFilled(email, password)).toBe(expected);
  });
});
