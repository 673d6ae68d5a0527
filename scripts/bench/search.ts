// `npm run bench:search`: how long one keystroke's matching takes over the whole content index
// plus 1,000 generated database rows (posts, alumni, scientific output), as the search page does
// it. Prints the median and p95 over every prefix of a set of typed terms, repeated. Figures,
// never a test: the machine is shared and noisy.
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { alumnusEntry, outputEntry, postEntry } from '../../src/lib/search-index/database-entries';
import { categoryNames, matchEntries, type SearchEntry } from '../../src/lib/search-index/search-entry';

// Rows are named as a Portuguese page names them.
const wording = {
  categoryName: categoryNames(JSON.parse(readFileSync('locales/pt/search.json', 'utf8')).categories),
  locale: 'pt-BR',
};

const ROWS = 1_000;
const ROUNDS = 20;
const TYPED = [
  'gestação',
  'orientador',
  'endometriose',
  'reprodução humana',
  'medicina fetal',
  'mestrado',
  'ultrassom',
  'zzz',
];

const words = [
  'gestação',
  'pré-natal',
  'útero',
  'ovário',
  'endometriose',
  'ultrassonografia',
  'placenta',
  'oncologia',
  'mama',
  'reprodução',
  'climatério',
  'infertilidade',
];
const pick = (i: number, n = 3) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 5) % words.length]!);

function databaseEntries(count: number) {
  const entries = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 3;
    if (kind === 0) {
      entries.push(
        postEntry(
          {
            id: String(i),
            title: `Notícia ${i}: ${pick(i).join(', ')}`,
            slug: `noticia-${i}`,
            excerpt: null,
            content: `Texto da notícia ${i} sobre ${pick(i, 6).join(' e ')}. `.repeat(4),
            category: 'Eventos',
            author: `Autora ${i}`,
            status: 'published',
            published_on: '2026-01-01',
            cover_url: null,
            cover_alt: null,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
          } as Parameters<typeof postEntry>[0],
          wording,
        ),
      );
    } else if (kind === 1) {
      entries.push(
        alumnusEntry(
          {
            id: String(i),
            nome: `Egressa Fictícia ${i}`,
            nivel: i % 2 ? 'Mestrado' : 'Doutorado',
            ano_conclusao: 2000 + (i % 25),
            titulo_trabalho: `Estudo sobre ${pick(i).join(' e ')}`,
            orientador: `Orientadora ${i % 24}`,
            area_atuacao: pick(i, 1)[0]!,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
          } as Parameters<typeof alumnusEntry>[0],
          wording,
        ),
      );
    } else {
      entries.push(
        outputEntry(
          {
            id: String(i),
            titulo: `Artigo ${i} em ${pick(i).join(', ')}`,
            tipo: 'Artigo',
            ano: 2010 + (i % 16),
            autores: [`Autor ${i}`, `Autora ${i + 1}`],
            palavras_chave: pick(i, 4),
            resumo: `Resumo do trabalho ${i}: ${pick(i, 8).join(', ')}.`,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
          } as Parameters<typeof outputEntry>[0],
          wording,
        ),
      );
    }
  }
  return entries;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

// The content index as the build wrote it (run `npm run content` first).
const contentIndex = JSON.parse(readFileSync('.velite/searchIndex.json', 'utf8')) as SearchEntry[];
const entries = [...contentIndex, ...databaseEntries(ROWS)];
let started = performance.now();
matchEntries(entries, 'a');
const firstSearch = performance.now() - started;

const times: number[] = [];
let found = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const term of TYPED) {
    for (let length = 1; length <= term.length; length++) {
      started = performance.now();
      found += matchEntries(entries, term.slice(0, length)).length;
      times.push(performance.now() - started);
    }
  }
}
times.sort((a, b) => a - b);
console.log(
  `${entries.length} entries (${entries.length - ROWS} from content, ${ROWS} database rows), ${times.length} keystrokes, ${found} results in all`,
);
console.log(`first search: ${firstSearch.toFixed(2)} ms`);
console.log(
  `per keystroke: median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
