import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import advisers from '../../../locales/pt/advisers.json';
import { AdviserProfileLinks } from './AdviserProfileLinks';

// Sample content has no identifiers (a made-up one would be a real person's), so these fixtures
// prove what the card and popover show; ORCID's fictitious example researcher stands in.
const name = 'Profa. Dra. Exemplo';
const lattes = 'http://lattes.cnpq.br/1234567890123456';
const orcid = 'https://orcid.org/0000-0002-1825-0097';

const render = (adviser: { name: string; lattes?: string; orcid?: string }) =>
  renderToString(
    <I18nextProvider i18n={createI18n('pt', { '../../locales/pt/advisers.json': advisers })}>
      <MantineProvider>
        <AdviserProfileLinks adviser={adviser} />
      </MantineProvider>
    </I18nextProvider>,
  );

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*aria-label="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, href, label, text]) => ({ href, label, text }),
  );

describe('AdviserProfileLinks', () => {
  it.each([
    [
      'both',
      { name, lattes, orcid },
      [
        { href: lattes, label: `Currículo Lattes de ${name}`, text: 'Currículo Lattes' },
        { href: orcid, label: `ORCID de ${name}`, text: 'ORCID' },
      ],
    ],
    [
      'Lattes only',
      { name, lattes },
      [{ href: lattes, label: `Currículo Lattes de ${name}`, text: 'Currículo Lattes' }],
    ],
    ['ORCID only', { name, orcid }, [{ href: orcid, label: `ORCID de ${name}`, text: 'ORCID' }]],
    ['neither', { name }, []],
  ])('%s', (_label, adviser, expected) => {
    expect(links(render(adviser))).toEqual(expected);
  });

  it('renders nothing without identifiers', () => {
    expect(render({ name })).not.toContain('<a ');
  });
});
