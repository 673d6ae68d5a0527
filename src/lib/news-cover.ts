/**
 * The proportions of every news picture (content images are drawn at 1200 × 630, the size of a
 * link preview): a cover of other proportions is cropped to them, so a grid stays even. Apart from
 * news-list.ts, whose readers of database rows a page of cards made at build does without.
 */
export const COVER_SIZE = { width: 1200, height: 630 } as const;
