// One language's pages, rendered in a worker thread of their own (prerender.mjs, `inWorker`): the
// language is named before the server bundle is imported, so its modules are evaluated for it.
import { parentPort, workerData } from 'node:worker_threads';
import { RENDER_LANGUAGE_GLOBAL } from '../../src/lib/render-language.ts';
import { writePages } from './prerender.mjs';

const { language, entryUrl, build, jobs } = workerData;
globalThis[RENDER_LANGUAGE_GLOBAL] = language;
const entry = await import(entryUrl);
parentPort.postMessage(await writePages(entry, build, jobs));
