export type ManifestChunk = { file: string; isEntry?: boolean; css?: string[]; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;
export function routeIdOfFile(file: string): string;
export function splitChunksByRouteId(manifest: Manifest): Map<string, string>;
export function stylesheetsForRoutes(manifest: Manifest, routeIds: readonly string[]): string[];
export function modulesForRoutes(manifest: Manifest, routeIds: readonly string[]): string[];
export function entryImports(manifest: Manifest): string[];
export function moduleFiles(manifest: Manifest, modules: string[]): string[];
