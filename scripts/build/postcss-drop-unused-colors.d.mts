export const MANTINE_COLORS: string[];
export function dropUnusedColors(options: { keep: string[] }): unknown;
