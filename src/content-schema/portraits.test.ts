import { describe, expect, it } from 'vitest';
import { PORTRAIT_COLOURS, initials, portraitColour, portraitFile, portraitSvg } from './portraits';

describe('initials', () => {
  it.each([
    ['Profa. Dra. Helena Vasconcelos Amaral', 'HA'],
    ['Prof. Dr. Otávio Pacheco Lemos', 'OL'],
    ['Prof. Dr. Paulo Henrique Arantes', 'PA'],
    ['Profa. Dra. Luísa Carvalhal Dantas', 'LD'],
    // Particles ("da", "de", "dos") are not initials.
    ['Profa. Dra. Ana Maria da Silva', 'AS'],
    ['Prof. Dr. Élio dos Santos', 'ÉS'],
    ['Profa. Dra. Íris', 'Í'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('portraits', () => {
  it('take the palette colours in turn, so neighbours differ', () => {
    const colours = Array.from({ length: 12 }, (_, index) => portraitColour(index));
    colours.slice(1).forEach((colour, index) => expect(colour).not.toBe(colours[index]));
    expect(new Set(colours)).toEqual(new Set(PORTRAIT_COLOURS));
  });

  it('show the initials in white on the colour, and name the file by person and content', () => {
    const person = { id: 'helena-vasconcelos-amaral', name: 'Profa. Dra. Helena Vasconcelos Amaral' };
    const svg = portraitSvg(person, '#087f5b');
    expect(svg).toContain('fill="#087f5b"');
    expect(svg).toMatch(/fill="#fff"[^>]*>HA<\/text>/);
    expect(portraitFile(person, '#087f5b')).toMatch(/^iniciais-helena-vasconcelos-amaral-[0-9a-f]{6}\.svg$/);
    expect(portraitFile(person, '#1864ab')).not.toBe(portraitFile(person, '#087f5b'));
  });
});
