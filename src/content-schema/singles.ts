import { defineCollection, s } from 'velite';
import {
  obj,
  icon,
  text,
  fixedText,
  slugId,
  internalPath,
  linkTo,
  card,
  paragraphs,
  emailAddress,
  differentIds,
} from './fields';
import {
  awardsBlocks,
  cityGuideBlocks,
  historyBlocks,
  planningBlocks,
  privacyBlocks,
  programmeTabBlock,
  socialImpactBlocks,
} from './page-blocks';
import { periodsFrom } from './facts';
import { translatable } from './translations';

// ---------------------------------------------------------------------------------------------
// Singles: one YAML file each, for page texts. A long-form page's fields become its blocks here,
// at build time (page-blocks.ts): its JSON holds only the title, subtitle and blocks it shows.

export const hero = {
  title: text.describe('Título da página'),
  subtitle: text.describe('Subtítulo, abaixo do título'),
};

export const home = defineCollection({
  name: 'Home',
  pattern: 'home.yaml',
  single: true,
  schema: obj({
    hero: obj({
      title: text.describe('Título do destaque'),
      subtitle: text.describe('Texto do destaque'),
      primary: linkTo.describe('Botão principal'),
      secondary: linkTo.describe('Botão secundário'),
      artAlt: text.describe('Descrição da arte ao lado do destaque (o mosaico das ilustrações das áreas)'),
    }).describe('Destaque no topo da página inicial'),
    highlights: s
      .array(card.extend({ path: internalPath.describe('Página aberta pelo cartão') }))
      .min(1)
      .describe('Os cartões de destaque'),
    advisersTitle: text.describe('Título da seção de orientadores'),
    advisersIntro: text.describe('Texto da seção de orientadores'),
    grade: obj({ title: text.describe('Título do painel'), text: text.describe('Texto do painel') }).describe(
      'Painel da nota CAPES',
    ),
    countersTitle: text.describe('Título dos contadores'),
    newsTitle: text.describe('Título da seção de notícias'),
    publicationsTitle: text.describe('Título das publicações em destaque'),
    callToAction: obj({
      title: text.describe('Título da chamada'),
      text: text.describe('Texto da chamada'),
      link: linkTo.describe('Botão da chamada'),
    }).describe('Chamada no fim da página'),
  }),
});

export const programme = defineCollection({
  name: 'Programme',
  pattern: 'programme.yaml',
  single: true,
  schema: obj({
    name: text.describe('Nome do programa'),
    shortName: text.describe('Nome curto, no logotipo'),
    institution: text.describe('Instituição'),
    description: text.describe('Descrição do programa (rodapé e destaque da página inicial)'),
    startYear: s.number().int().min(1900).max(2100).describe('Ano de início'),
    grade: obj({
      value: s.number().int().min(1).max(7).describe('A nota, de 1 a 7'),
      text: text.describe('Texto sobre a nota'),
    }).describe('Nota CAPES'),
    /** The 5 of the 2013-2016 evaluation: its caption names the period (docs/decisions.md, programme grade). */
    capesFigure: obj({
      value: s.number().int().min(1).max(7).describe('O conceito, de 1 a 7'),
      caption: translatable(s.string())
        .regex(/\d{4}-\d{4}/, 'caption deve citar o período da avaliação, por exemplo 2013-2016')
        .describe('Legenda, sempre com o período, por exemplo "Avaliação quadrienal 2013-2016"'),
    }).describe('Conceito na avaliação da CAPES, com o período'),
    durations: obj({
      masterMonths: s.number().int().min(1).describe('Prazo do mestrado, em meses'),
      doctorateMonths: s.number().int().min(1).describe('Prazo do doutorado, em meses'),
    }).describe('Prazos dos cursos'),
    counters: s
      .array(
        obj({
          value: s.number().int().min(0).describe('O número'),
          label: text.describe('O que ele conta'),
        }),
      )
      .min(1)
      .describe('Os contadores da página inicial'),
    counterDurationMs: s.number().int().min(0).describe('Duração da animação dos contadores, em milissegundos'),
    requirements: obj({
      master: s.array(text).min(1).describe('Requisitos do mestrado, um por item'),
      doctorate: s.array(text).min(1).describe('Requisitos do doutorado, um por item'),
    }).describe('Requisitos de ingresso'),
    englishMinimums: s
      .array(
        obj({
          provider: fixedText.describe('O exame, por exemplo TOEFL iBT'),
          master: fixedText.describe('Nota mínima para o mestrado'),
          doctorate: fixedText.describe('Nota mínima para o doutorado'),
        }),
      )
      .min(1)
      .describe('Notas mínimas de inglês, um exame por item'),
    enrolmentSteps: s
      .array(obj({ title: text.describe('Nome do passo'), description: text.describe('O que fazer') }))
      .min(1)
      .describe('Os passos da inscrição, em ordem'),
    cityCard: obj({
      title: text.describe('Título do cartão'),
      text: text.describe('Texto do cartão'),
      link: linkTo.describe('Link do cartão'),
    }).describe('Cartão "Sobre São Paulo"'),
    /** Course name and credential awarded, for search engines' structured data. */
    degrees: obj({
      master: obj({ name: text.describe('Nome do curso'), credential: text.describe('Título obtido') }).describe(
        'Mestrado',
      ),
      doctorate: obj({ name: text.describe('Nome do curso'), credential: text.describe('Título obtido') }).describe(
        'Doutorado',
      ),
    }).describe('Cursos e títulos, para os buscadores'),
  }),
});

export const contact = defineCollection({
  name: 'Contact',
  pattern: 'contact.yaml',
  single: true,
  schema: obj({
    addressLines: s.array(fixedText).min(1).describe('O endereço, uma linha por item'),
    email: emailAddress.describe('E-mail da secretaria'),
    phone: fixedText.describe('Telefone'),
    officeHours: text.describe('Horário de funcionamento'),
    /** The one place of the secretariat's hours; other texts cite it, and its periods are read from it. */
    // Not translatable: its periods are read from its Portuguese wording.
    secretariatTimes: fixedText
      .refine(
        (value) => periodsFrom(value) !== undefined,
        'secretariatTimes deve dizer cada período com o horário de início e o de fim (HH:MM), por exemplo "das 10:00 às 12:00 e das 14:00 às 16:00"',
      )
      .describe(
        'Os horários da secretaria, escritos só aqui, por exemplo "das 10:00 às 12:00 e das 14:00 às 16:00"; outros textos os citam como {contact.secretariatTimes}',
      ),
    secretariatHours: text.describe('Horário da secretaria, como o site mostra; pode citar {contact.secretariatTimes}'),
    /** Name and role, e.g. "Sra. Marta Regina Oliveira (secretária do programa)". */
    contactPerson: text.describe('Pessoa de contato e função, por exemplo "Sra. Marta Oliveira (secretária)"'),
    subwayStations: s
      .array(obj({ name: text.describe('Nome da estação'), directions: text.describe('Como chegar dela') }))
      .min(1)
      .describe('As estações de metrô'),
    /** The address of addressLines in parts, for search engines (schema.org PostalAddress). */
    postalAddress: obj({
      streetAddress: fixedText.describe('Rua e número, escritos como em addressLines'),
      addressLocality: fixedText.describe('Cidade'),
      addressRegion: s
        .string()
        .regex(/^[A-Z]{2}$/, 'addressRegion é a sigla do estado, por exemplo SP')
        .describe('Sigla do estado, por exemplo SP'),
      postalCode: s
        .string()
        .regex(/^\d{5}-\d{3}$/, 'postalCode é um CEP como 01246-000')
        .describe('CEP, escrito como em addressLines, por exemplo 01246-000'),
      addressCountry: s
        .string()
        .regex(/^[A-Z]{2}$/, 'addressCountry é o código de duas letras do país, por exemplo BR')
        .describe('País, em duas letras, por exemplo BR'),
    }).describe('O mesmo endereço em partes, para os buscadores'),
  }).transform((contact) => ({
    ...contact,
    /** The periods of secretariatTimes, for search engines (schema.org opening hours). */
    secretariatPeriods: periodsFrom(contact.secretariatTimes) ?? [],
  })),
});

export const history = defineCollection({
  name: 'HistoryContent',
  pattern: 'history.yaml',
  single: true,
  schema: obj({
    ...hero,
    paragraphs: paragraphs.min(1).describe('Parágrafos da apresentação'),
    milestonesTitle: text.describe('Título dos marcos'),
    milestones: s
      .array(
        obj({
          label: text.describe('Quando, por exemplo 1973'),
          title: text.describe('Título do marco'),
          description: text.describe('O que aconteceu'),
        }),
      )
      .min(1)
      .describe('Marcos do histórico'),
    link: linkTo.optional().describe('Botão no fim da página (opcional)'),
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: historyBlocks(page) })),
});

export const statement = obj({ title: text.describe('Título'), text: text.describe('Texto'), icon });

export const planning = defineCollection({
  name: 'PlanningContent',
  pattern: 'planning.yaml',
  single: true,
  schema: obj({
    ...hero,
    mission: statement.describe('Missão'),
    vision: statement.describe('Visão'),
    values: statement.extend({ items: s.array(text).min(1).describe('Os valores, um por item') }).describe('Valores'),
    objectivesTitle: text.describe('Título dos objetivos'),
    objectives: s.array(card).min(1).describe('Os objetivos, um cartão cada'),
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: planningBlocks(page) })),
});

export const programmePage = defineCollection({
  name: 'ProgrammePageContent',
  pattern: 'programme-page.yaml',
  single: true,
  schema: obj({
    ...hero,
    /** The tabs in their order; `id` is the ?aba= value; the first is the default. */
    tabs: s
      .array(
        obj({
          id: slugId.describe('Identificador da aba (o ?aba= do endereço), em minúsculas com hífens, sem repetir'),
          label: text.describe('Nome da aba'),
          title: text.describe('Título do conteúdo da aba'),
          paragraphs: paragraphs.default([]).describe('Parágrafos (opcional)'),
          cards: s.array(card).default([]).describe('Cartões (opcional)'),
          lists: s
            .array(
              obj({ title: text.describe('Título da lista'), items: s.array(text).min(1).describe('Itens da lista') }),
            )
            .default([])
            .describe('Listas (opcional)'),
          button: linkTo.optional().describe('Botão (opcional)'),
        }),
      )
      .min(1)
      .describe('As abas, na ordem da página; a primeira abre quando o endereço não escolhe outra')
      .superRefine(differentIds),
  }).transform(({ title, subtitle, tabs }) => ({
    title,
    subtitle,
    tabs: tabs.map(({ id, label, ...tab }) => ({ id, label, block: programmeTabBlock(tab) })),
  })),
});

export const awards = defineCollection({
  name: 'AwardsContent',
  pattern: 'awards.yaml',
  single: true,
  schema: obj({
    ...hero,
    paragraphs: paragraphs.min(1).describe('Parágrafos'),
    note: text.describe('Aviso sobre o banco de dados, no fim'),
  }).transform(({ title, subtitle, ...page }) => ({
    title,
    subtitle,
    blocks: awardsBlocks(page),
  })),
});

export const socialImpact = defineCollection({
  name: 'SocialImpactContent',
  pattern: 'social-impact.yaml',
  single: true,
  schema: obj({
    ...hero,
    paragraphs: paragraphs.min(1).describe('Parágrafos'),
    cards: s.array(card).min(1).describe('Cartões'),
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: socialImpactBlocks(page) })),
});

export const cityGuide = defineCollection({
  name: 'CityGuideContent',
  pattern: 'city-guide.yaml',
  single: true,
  schema: obj({
    ...hero,
    intro: paragraphs.min(1).describe('Parágrafos de abertura'),
    sections: s
      .array(
        obj({
          id: slugId.describe('Identificador da seção (vira o endereço #id), em minúsculas com hífens, sem repetir'),
          title: text.describe('Título da seção'),
          items: s
            .array(
              obj({
                name: text.describe('Nome do lugar'),
                description: text.describe('Descrição'),
                neighbourhood: fixedText.describe('Bairro'),
              }),
            )
            .min(1)
            .describe('Os lugares da seção'),
        }),
      )
      .min(1)
      .describe('As seções do guia, na ordem da página')
      .superRefine(differentIds),
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: cityGuideBlocks(page) })),
});

export const privacy = defineCollection({
  name: 'PrivacyContent',
  pattern: 'privacy.yaml',
  single: true,
  schema: obj({
    ...hero,
    intro: paragraphs.min(1).describe('Parágrafos de abertura'),
    /** "Última atualização…": shown at the end of the notice. */
    updated: text.describe('"Última atualização…", no fim do aviso'),
    sections: s
      .array(
        obj({
          id: slugId.describe('Identificador da seção (vira o endereço #id), em minúsculas com hífens'),
          title: text.describe('Título da seção'),
          paragraphs: paragraphs.min(1).describe('Parágrafos'),
          items: s
            .array(obj({ name: text.describe('Nome'), description: text.describe('Descrição') }))
            .default([])
            .describe('Itens (opcional)'),
        }),
      )
      .min(1)
      .describe('Seções do aviso'),
    /** The programme's data contact (LGPD art. 41), named at the end of the notice. */
    dataContact: obj({
      title: text.describe('Título'),
      text: text.describe('Texto'),
      name: fixedText.describe('Nome do contato de dados'),
      email: emailAddress.describe('E-mail do contato de dados'),
    }).describe('Contato de dados pessoais do programa (LGPD)'),
  }).transform(({ title, subtitle, updated, dataContact, ...page }) => ({
    title,
    subtitle,
    updated,
    dataContact,
    blocks: privacyBlocks(page),
  })),
});

export const accessibility = defineCollection({
  name: 'AccessibilityContent',
  pattern: 'accessibility.yaml',
  single: true,
  schema: obj({
    ...hero,
    intro: paragraphs.min(1).describe('Parágrafos de abertura'),
    /** Introduces the list of shortcuts, which the page draws from the accessibility bar itself. */
    shortcuts: obj({ title: text.describe('Título'), paragraphs: paragraphs.min(1).describe('Parágrafos') }).describe(
      'Introdução à lista de atalhos (a lista vem da barra de acessibilidade)',
    ),
    sections: s
      .array(
        obj({
          id: slugId.describe('Identificador da seção (vira o endereço #id), em minúsculas com hífens'),
          title: text.describe('Título da seção'),
          paragraphs: paragraphs.min(1).describe('Parágrafos'),
        }),
      )
      .min(1)
      .describe('Seções da declaração'),
    /** Whom to write to about a barrier: the address is the secretariat's, from contact.yaml. */
    barrier: obj({ title: text.describe('Título'), text: text.describe('Texto') }).describe(
      'A quem escrever sobre uma barreira (o e-mail vem de contact.yaml)',
    ),
    updated: text.describe('"Última atualização…", no fim da página'),
  }),
});

export const simplePage = (name: string, pattern: string) =>
  defineCollection({
    name,
    pattern,
    single: true,
    schema: obj({ ...hero, intro: text.optional().describe('Texto de abertura (opcional)') }),
  });

export const advisersPage = simplePage('AdvisersPageContent', 'advisers-page.yaml');
export const researchLinesPage = simplePage('ResearchLinesPageContent', 'research-lines-page.yaml');
export const contactPage = simplePage('ContactPageContent', 'contact-page.yaml');
export const faqPage = simplePage('FaqPageContent', 'faq-page.yaml');
