// `npm run content`: Velite builds content/ into .velite/ (velite.config.ts), strict, with every
// mistake reported in Portuguese for the staff who edit content/: the file, then the line, the
// entry (from 1, with its id) and the field of each blocking problem, marked "erro", then one closing line; a YAML syntax error is one
// line with the file, line and column. No stack trace: the report is the whole story. The build
// (vite.config.ts) runs the same, so `npm run build` says exactly what `npm run content` says.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, VeliteFile } from 'velite';
import { CONTENT_ROOT, formatProblems, veliteMessage } from '../../src/content-schema/messages.ts';
import { locateInContent } from '../../src/content-schema/source-location.ts';
import { CONTENT_LANGUAGE_VARIABLE, contentLanguage, languagesWithTranslations } from './content-language.ts';

/** Velite's words when a file failed its schema: the problems are in the files' messages. */
const SCHEMA_FAILED = 'Schema validation failed.';

/** The problems Velite attached to the files it loaded, by file under content/. */
function schemaProblems() {
  const root = resolve(CONTENT_ROOT);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .sort()
    .flatMap((name) =>
      (VeliteFile.get(resolve(root, name))?.messages ?? []).map((message) => ({
        file: name.split(sep).join('/'),
        message: veliteMessage(message.reason),
        source: message.source ?? undefined,
      })),
    );
}

/** What to print for a failed build: the problems, or the error's own one-line message. */
function report(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined;
  if (message === SCHEMA_FAILED) return formatProblems(schemaProblems(), locateInContent(resolve(CONTENT_ROOT)));
  // Our own errors (a YAML syntax error, the cross-file checks) are already the report.
  return message ?? String(error);
}

/**
 * Builds content/ once: null when it holds no mistake, else the report (what to print). Each
 * language a translator has started is built after Portuguese, into .velite/<lang>/, with its
 * translation laid over (velite.config.ts), by a run of this script of its own: Velite reads its
 * configuration once per process.
 */
export async function checkContent({ clean = true }: { clean?: boolean } = {}): Promise<string | null> {
  try {
    await build({ watch: false, clean, strict: true, logLevel: 'silent' });
  } catch (error) {
    return report(error);
  }
  if (contentLanguage()) return null;
  for (const language of languagesWithTranslations()) {
    const problems = await new Promise<string | null>((done) =>
      execFile(
        process.execPath,
        [fileURLToPath(import.meta.url)],
        { env: { ...process.env, [CONTENT_LANGUAGE_VARIABLE]: language } },
        (error, stdout, stderr) => done(error ? `${stderr}${stdout}`.trim() || error.message : null),
      ),
    );
    if (problems) return problems;
  }
  return null;
}

/** Builds content/; prints the report and resolves false on a mistake. */
export async function buildContent({ clean = true }: { clean?: boolean } = {}): Promise<boolean> {
  const started = performance.now();
  const problems = await checkContent({ clean });
  if (problems) {
    console.error(problems);
    return false;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
  console.log(`conteúdo conferido: nenhum erro (${seconds} s)`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Without cleaning first: a run that finds a mistake leaves the last good build in .velite/, so
  // a dev server running meanwhile keeps its pages (it rebuilds by itself once the mistake is
  // fixed). The site's build cleans (vite.config.ts), so nothing stale ever ships.
  if (!(await buildContent({ clean: false }))) process.exit(1);
}
