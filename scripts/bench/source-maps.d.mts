export type DecodedSourceMap = { sources: string[]; lines: [column: number, source: number][][] };
export function buildWithSourceMaps(outDir: string): void;
export function readSourceMap(path: string): DecodedSourceMap | null;
export function decodeMappings(mappings: string): [column: number, source: number][][];
export const UNMAPPED: string;
export function originOf(source: string): string;
export function originAt(map: DecodedSourceMap, line: number, column: number): string;
export function charactersByOrigin(code: string, map: DecodedSourceMap): Map<string, number>;
