import type { ViteDevServer } from 'vite';
export function isContentEdit(file: string, root?: string): boolean;
export function previewContent(
  server: ViteDevServer,
  check?: (options: { clean?: boolean }) => Promise<string | null>,
): void;
