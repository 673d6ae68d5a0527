// Where the visual snapshots' own site and backend listen (tests/visual/server.ts): ports apart
// from those of the browser tests (4599, 54321), npm run size (4598), bench (4597) and
// profile (4596), so that they can run at once.
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 4595);
export const VISUAL_BACKEND_PORT = Number(process.env.VISUAL_PORT_SUPABASE ?? 54325);

/**
 * The content the site launched with, frozen: the pictures are of it, and the tests of fixed texts
 * and of the validator's messages read it, so editing content/ never needs a test change.
 */
export const FROZEN_CONTENT = 'tests/visual/content';

/** The build's "today" for the frozen content: the day it was copied from content/. */
export const FROZEN_TODAY = '2026-11-27';
