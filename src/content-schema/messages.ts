import type { z } from 'velite';

// What `npm run content` (and the build) says about a mistake in content/, in Portuguese, for the
// programme's staff who edit it: the schemas' own messages, Velite's and the YAML parser's words
// put into plain Portuguese, and the one layout of the report. Imports nothing at run time, so
// scripts/build/content.ts reads it directly.

/** The messages of the zod issues a schema leaves without a message of its own. */
export const errorMap: z.ZodErrorMap = (issue) => ({ message: issueMessage(issue) });

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  float: 'um número com casas decimais',
  boolean: 'true ou false',
  array: 'uma lista',
  object: 'um grupo de campos',
  date: 'uma data',
};
const typeName = (type: string) => TYPE_NAMES[type] ?? 'outro tipo de valor';
const items = (count: number | bigint) => `${count} ${count === 1 || count === 1n ? 'item' : 'itens'}`;
/** Long lists of options (the icons) are cut: the message stays one readable line. */
const MAX_OPTIONS_SHOWN = 10;

function issueMessage(issue: z.ZodIssueOptionalMessage): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return 'campo obrigatório: está faltando';
      if (issue.received === 'null') return 'campo vazio: escreva o valor depois dos dois-pontos';
      if (issue.expected === 'string')
        return `deve ser um texto, não ${typeName(issue.received)}: escreva-o entre aspas`;
      return `deve ser ${typeName(issue.expected)}, não ${typeName(issue.received)}`;
    case 'invalid_literal':
      return `deve ser ${JSON.stringify(issue.expected)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `campo desconhecido: ${issue.keys[0]} (confira o nome)`
        : `campos desconhecidos: ${issue.keys.join(', ')} (confira os nomes)`;
    case 'invalid_enum_value': {
      const options = issue.options.map(String);
      const shown = options.slice(0, MAX_OPTIONS_SHOWN).join(', ');
      const more = options.length > MAX_OPTIONS_SHOWN ? `, … (${options.length} ao todo)` : '';
      return `"${String(issue.received)}" não é uma opção; use uma destas: ${shown}${more}`;
    }
    case 'invalid_string':
      return issue.validation === 'email' ? 'endereço de e-mail inválido' : 'formato inválido';
    case 'too_small':
      if (issue.type === 'string')
        return issue.minimum === 1 ? 'não pode ficar vazio' : `deve ter pelo menos ${issue.minimum} caracteres`;
      if (issue.type === 'array') {
        if (issue.exact) return `a lista deve ter exatamente ${items(issue.minimum)}`;
        return issue.minimum === 1
          ? 'a lista não pode ficar vazia'
          : `a lista deve ter pelo menos ${items(issue.minimum)}`;
      }
      return issue.inclusive ? `deve ser no mínimo ${issue.minimum}` : `deve ser maior que ${issue.minimum}`;
    case 'too_big':
      if (issue.type === 'string') return `deve ter no máximo ${issue.maximum} caracteres`;
      if (issue.type === 'array')
        return `a lista deve ter ${issue.exact ? 'exatamente' : 'no máximo'} ${items(issue.maximum)}`;
      return issue.inclusive ? `deve ser no máximo ${issue.maximum}` : `deve ser menor que ${issue.maximum}`;
    case 'not_multiple_of':
      return `deve ser múltiplo de ${issue.multipleOf}`;
    case 'invalid_date':
      return 'data inválida';
    default:
      return 'valor inválido';
  }
}

/** Where content/ lives, from the project's root (velite.config.ts `root`). */
export const CONTENT_ROOT = 'content';
/** Where the interface strings live, a folder per language (locales/pt/search.json). */
export const LOCALES_ROOT = 'locales';

/** The one message of every slug-like id: the schemas' slugId and Velite's own s.slug(). */
export const SLUG_MESSAGE = 'use letras minúsculas, números e hífens, por exemplo vida-noturna';

/** A path inside the project, as the report names files: content/advisers.yaml. */
export const projectPath = (path: string, root = process.cwd()) =>
  path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;

/** Velite's own messages (its schemas, its loader), put into Portuguese; others pass as they are. */
export function veliteMessage(message: string, root = process.cwd()): string {
  const rules: [RegExp, (...groups: string[]) => string][] = [
    [
      /^ENOENT: no such file or directory, \w+ '(.+)'$/,
      (path) => `arquivo não encontrado: ${projectPath(path!, root)}`,
    ],
    [/^Failed to get image metadata: (.+)$/, (path) => `não foi possível ler a imagem ${path}`],
    [/^Invalid slug$/, () => SLUG_MESSAGE],
    [/^Reserved slug$/, () => 'este slug é reservado para outra página do site'],
    [
      /^duplicate value '(.*)' in '(.+)' \(conflicts with '(.+)'\)$/,
      (value, _path, other) => `"${value}" já é usado em ${projectPath(other!, root)}`,
    ],
    [/^The content is empty$/, () => 'o texto está vazio'],
    [/^no data loaded from '(.+)'$/, () => 'o arquivo está vazio'],
  ];
  for (const [pattern, say] of rules) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}

/** What a YAML syntax error means, by the parser's code (yaml's YAMLParseError). */
export function yamlSyntaxMessage(code: string | undefined, parserMessage: string): string {
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'um texto com dois-pontos seguidos de espaço (": ") precisa ficar entre aspas, ou o recuo desta linha está errado';
    case 'MISSING_CHAR':
      if (/quote/.test(parserMessage)) return 'faltam as aspas que fecham um texto';
      if (/Sequence item/.test(parserMessage)) return 'um item da lista está sem o hífen (- ) ou com o recuo errado';
      return 'falta um caractere de fechamento (aspas, ] ou })';
    case 'BAD_INDENT':
      if (/Flow sequence/.test(parserMessage)) return 'uma lista entre colchetes [ ] não foi fechada';
      if (/Flow map/.test(parserMessage)) return 'um grupo entre chaves { } não foi fechado';
      return 'o recuo (os espaços no começo da linha) não combina com o das linhas vizinhas';
    case 'TAB_AS_INDENT':
      return 'use espaços, não tabulação (Tab), no começo da linha';
    case 'DUPLICATE_KEY':
      return 'este campo aparece duas vezes no mesmo bloco';
    case 'BAD_SCALAR_START':
      return 'um texto não pode começar com este caractere sem aspas: coloque-o entre aspas';
    case 'MULTILINE_IMPLICIT_KEY':
      return 'esta linha não é um campo (nome: valor) nem um item de lista (- ): confira o recuo e os dois-pontos';
    default:
      return 'a estrutura do YAML está quebrada: confira aspas, dois-pontos e recuo';
  }
}

/** One blocking problem: the file under content/, the message, and the entry and field. */
export type Problem = { file: string; message: string; source?: string };

/** Where a problem is, said for a person (source-location.ts: line, entry from 1 and its id, field). */
export type Locate = (file: string, source: string) => string;

/**
 * The report of blocking problems, grouped by file, then a closing line:
 *
 *   content/advisers.yaml
 *    erro campo obrigatório: está faltando  linha 57 · item 4 (beatriz-nogueira-lins) › name
 *
 * Without `locate`, a problem's place is its path as the schemas give it (`[3].name`).
 */
export function formatProblems(problems: Problem[], locate?: Locate): string {
  const byFile = new Map<string, string[]>();
  for (const { file, message, source } of problems) {
    const lines = byFile.get(file) ?? [];
    const place = source ? (locate?.(file, source) ?? source) : '';
    lines.push(` erro ${message}${place ? `  ${place}` : ''}`);
    byFile.set(file, lines);
  }
  const blocks = [...byFile].map(([file, lines]) => `${CONTENT_ROOT}/${file}\n${lines.join('\n')}`);
  const count = problems.length === 1 ? '1 erro' : `${problems.length} erros`;
  return `${blocks.join('\n\n')}\n\n${count} no conteúdo: corrija e rode npm run content de novo.`;
}

/** A line that does not block: the file, a label and what it means. */
export const formatNotice = (file: string, message: string) => `${CONTENT_ROOT}/${file}  aviso  ${message}`;
