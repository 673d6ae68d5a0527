// Types of local-backend.mjs for the TypeScript tests that import it.
import type { ChildProcess } from 'node:child_process';

type Env = Record<string, string | undefined>;
export interface BackendExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  ready: boolean;
  lastError: string;
}
export interface RestartPolicy {
  limit?: number;
  windowMs?: number;
}
export function startLocalBackend(env?: Env): Promise<ChildProcess>;
export function restartDecision(
  exits: number[],
  exit: BackendExit,
  policy?: RestartPolicy,
): { restart: true } | { restart: false; reason: string };
export interface SupervisedBackend {
  readonly child: ChildProcess;
  readonly done: Promise<void>;
  stop(): void;
}
export function superviseLocalBackend(
  env?: Env,
  options?: RestartPolicy & { log?: (line: string) => void; giveUp?: (line: string) => void; now?: () => number },
): Promise<SupervisedBackend>;
export function stopOnExit(children: Array<ChildProcess | SupervisedBackend>): void;
