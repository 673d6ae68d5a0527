import type { Block } from './PageBlock';

// A long-form page's blocks are built at build time (src/content-schema/page-blocks.ts, run by
// Velite); these only hand them to the route files, which call them by name.
type WithBlocks = { blocks: readonly Block[] };
const blocksOf = (page: WithBlocks) => page.blocks;

export const historyBlocks = blocksOf;
export const planningBlocks = blocksOf;
export const awardsBlocks = blocksOf;
export const socialImpactBlocks = blocksOf;
export const cityGuideBlocks = blocksOf;
export const privacyBlocks = blocksOf;
