// Types of serve.mjs for the TypeScript tests that import it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null;
export function refusal(pathname: string, options?: { sourceMaps?: boolean }): 'not-found' | null;
export function cleanPath(pathname: string): string;
export function resolveTarget(
  target: string,
  options?: { sourceMaps?: boolean },
): { file: string } | { redirect: string } | { notFound: true };
export function createSiteHandler(options?: {
  root?: string;
  sourceMaps?: boolean;
}): (req: IncomingMessage, res: ServerResponse) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export function guardHandler(
  handler: Handler,
  options?: { log?: (line: string) => void },
): (req: IncomingMessage, res: ServerResponse) => void;
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
export function startStaticServer(options?: { root?: string; port?: number; host?: string }): Promise<Server>;
