// `npm run content`: Velite builds content/ into .velite/ (velite.config.ts), strict, with every
// mistake reported in Portuguese for the staff who edit content/: the file, the entry and the
// field, each blocking problem marked "erro", then one closing line; a YAML syntax error is one
// line with the file, line and column. No stack trace: the report is the whole story. The build
// (vite.config.ts) runs the same, so `npm run build` says exactly what `npm run content` says.
import { readdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, logger, VeliteFile } from 'velite';
import { CONTENT_ROOT, formatProblems, veliteMessage } from '../src/content-schema/messages.ts';

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
function report(error) {
  if (error?.message === SCHEMA_FAILED) return formatProblems(schemaProblems());
  // Our own errors (a YAML syntax error, the cross-file checks) are already the report.
  return error?.message ?? String(error);
}

/**
 * Builds content/; prints the report and resolves false on a mistake. In watch mode (npm run dev)
 * later rebuilds report through Velite's own log.
 */
export async function buildContent({ watch = false, clean = !watch } = {}) {
  const started = performance.now();
  try {
    await build({ watch, clean, strict: true, logLevel: 'silent' });
  } catch (error) {
    console.error(report(error));
    return false;
  } finally {
    if (watch) logger.set('warn');
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
  console.log(`conteúdo conferido: nenhum erro (${seconds} s)`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!(await buildContent())) process.exit(1);
}
