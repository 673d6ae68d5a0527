// Test backends for the two clients' failure paths: one nobody listens on, one that never answers.
import { createServer } from 'node:net';

/** A port nobody listens on: bind, note it, close. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A backend that accepts connections and never answers; resolves to its URL. */
export async function hangingBackend(): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<import('node:net').Socket>();
  const srv = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      srv.close();
    },
  };
}
