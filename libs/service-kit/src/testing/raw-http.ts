import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent on the connection. */
  answer: string;
  /** The answers' status lines, in order (more than one: it read something as a further request). */
  statuses: number[];
  /** When the server closed the connection, in ms after the bytes were sent; undefined: still open. */
  closedAfterMs: number | undefined;
}

/**
 * Sends `bytes` exactly as given on a connection of its own (what no HTTP client would send: a
 * head cut short, a body shorter than announced, a bad Transfer-Encoding) and collects what the
 * server answers until it closes the connection, or `waitMs` has passed. `onSent` is called once
 * the bytes are written.
 */
export function rawHttp(
  url: string,
  bytes: string,
  options: { waitMs?: number; onSent?: () => void } = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    let sentAt = 0;
    const done = (closedAfterMs: number | undefined) => {
      clearTimeout(deadline);
      socket.destroy();
      const statuses = [...answer.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map(([, s]) => Number(s));
      resolve({ answer, statuses, closedAfterMs });
    };
    const socket = connect(Number(port), hostname, () => {
      sentAt = Date.now();
      socket.write(bytes, () => options.onSent?.());
    });
    const deadline = setTimeout(() => done(undefined), options.waitMs ?? 5_000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => done(Date.now() - sentAt));
    // A reset after the answer (the server cut a connection it would not read) is a close too.
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' && sentAt ? done(Date.now() - sentAt) : reject(err),
    );
  });
}
