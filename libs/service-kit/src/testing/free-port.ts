import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

// Below the range Linux gives outgoing connections (32768-60999): a port found free in that range
// may be taken by a connection that another process opens before the one meant to listen on it
// has started (a gateway under test failed with EADDRINUSE so while the browser tests ran beside).
const LOWEST = 20_000;
const HIGHEST = 32_000;

/**
 * A port that nothing listens on, for a process a test is about to start on it (and start again
 * on after a kill), where no outgoing connection will take it meanwhile.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomInt(LOWEST, HIGHEST);
    if (await canListen(port)) return port;
  }
}

/** Whether a server can listen on the port on every address, as the services and gateway do. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
