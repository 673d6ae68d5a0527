import { describe, expect, it } from 'vitest';
import {
  breadcrumbList,
  contactOrganization,
  faqPage,
  internationalPhone,
  newsArticle,
  programmeGraph,
} from './structured-data';

const SITE = 'https://ppg.exemplo.edu.br';

describe('breadcrumbList', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbList(SITE, [
        { label: 'Início', path: '/' },
        { label: 'Candidatos', path: '/candidatos' },
        { label: 'Perguntas Frequentes', path: '/candidatos/faq' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Candidatos', item: `${SITE}/candidatos` },
        { '@type': 'ListItem', position: 3, name: 'Perguntas Frequentes', item: `${SITE}/candidatos/faq` },
      ],
    });
  });
});

describe('programmeGraph', () => {
  const graph = programmeGraph(SITE, {
    name: 'PPG',
    description: 'Mestrado e doutorado',
    institution: 'Faculdade',
    startYear: 1973,
    programmePath: '/institucional/programa',
    degrees: [
      { name: 'Mestrado', credential: 'Mestre', months: 24, prerequisites: ['Graduação', 'Inglês'] },
      { name: 'Doutorado', credential: 'Doutor', months: 48, prerequisites: ['Mestrado'] },
    ],
  });
  const [organization, ...programs] = graph['@graph'] as Record<string, unknown>[];

  it('describes the organisation', () => {
    expect(organization).toMatchObject({
      '@type': 'EducationalOrganization',
      '@id': `${SITE}/#programa`,
      name: 'PPG',
      url: `${SITE}/`,
      foundingDate: '1973',
      parentOrganization: { '@type': 'CollegeOrUniversity', name: 'Faculdade' },
    });
  });

  it.each([
    [0, 'Mestrado', 'Mestre', 'P24M', 'Graduação; Inglês'],
    [1, 'Doutorado', 'Doutor', 'P48M', 'Mestrado'],
  ])('degree %i: %s', (index, name, credential, duration, prerequisites) => {
    expect(programs[index]).toEqual({
      '@type': 'EducationalOccupationalProgram',
      name,
      url: `${SITE}/institucional/programa`,
      provider: { '@id': `${SITE}/#programa` },
      educationalCredentialAwarded: credential,
      timeToComplete: duration,
      programPrerequisites: prerequisites,
    });
  });
});

describe('faqPage', () => {
  it('turns each item into a Question with its accepted Answer', () => {
    expect(faqPage(SITE, '/en/candidatos/faq', [{ question: 'Quem pode?', answer: 'Médicos.' }], 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${SITE}/en/candidatos/faq`,
      inLanguage: 'en',
      mainEntity: [
        { '@type': 'Question', name: 'Quem pode?', acceptedAnswer: { '@type': 'Answer', text: 'Médicos.' } },
      ],
    });
  });
});

describe('newsArticle', () => {
  it('has headline, dates, an absolute image, author and publisher', () => {
    const article = newsArticle(
      SITE,
      {
        title: 'Simpósio',
        excerpt: 'Resumo',
        date: '2026-10-20T00:00:00.000Z',
        author: 'Comunicação',
        path: '/noticias/simposio',
        imageSrc: '/static/simposio-abc123.svg',
        inLanguage: 'pt-BR',
      },
      'PPG',
    );
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Simpósio',
      inLanguage: 'pt-BR',
      datePublished: '2026-10-20T00:00:00.000Z',
      dateModified: '2026-10-20T00:00:00.000Z',
      image: [`${SITE}/static/simposio-abc123.svg`],
      mainEntityOfPage: `${SITE}/noticias/simposio`,
      author: { '@type': 'Organization', name: 'Comunicação' },
      publisher: { '@type': 'EducationalOrganization', name: 'PPG' },
    });
  });
});

describe('internationalPhone', () => {
  it.each([
    ['(11) 3000-0000', '+55 11 3000-0000'],
    ['(21) 99876-5432', '+55 21 99876-5432'],
    ['+55 11 3000-0000', '+55 11 3000-0000'],
    ['ramal 123', 'ramal 123'],
  ])('%s → %s', (phone, expected) => expect(internationalPhone(phone)).toBe(expected));
});

describe('contactOrganization', () => {
  it('has the postal address and a contact point with hours on working days', () => {
    const node = contactOrganization(
      SITE,
      {
        name: 'PPG',
        email: 'pos@exemplo.edu.br',
        phone: '(11) 3000-0000',
        periods: [{ from: '10:00', to: '12:00' }],
        address: {
          streetAddress: 'Av. Exemplo, 455',
          addressLocality: 'São Paulo',
          addressRegion: 'SP',
          postalCode: '01246-000',
          addressCountry: 'BR',
        },
      },
      '/contato',
    );
    expect(node).toMatchObject({
      '@type': 'EducationalOrganization',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Exemplo, 455',
        addressLocality: 'São Paulo',
        postalCode: '01246-000',
        addressCountry: 'BR',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        email: 'pos@exemplo.edu.br',
        telephone: '+55 11 3000-0000',
        url: `${SITE}/contato`,
        hoursAvailable: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
              (day) => `https://schema.org/${day}`,
            ),
            opens: '10:00',
            closes: '12:00',
          },
        ],
      },
    });
  });
});
