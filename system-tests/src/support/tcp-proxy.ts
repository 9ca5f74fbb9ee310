import { once } from 'node:events';
import { createServer, Socket, connect } from 'node:net';

/**
 * What the proxy lets through: everything, nothing towards the server (a publish never
 * arrives), or nothing back from it (a publish is stored, its acknowledgement never arrives).
 */
export type ProxyMode = 'open' | 'drop-to-server' | 'drop-from-server';

/** A TCP proxy between a service and NATS, so that a test decides what reaches either side. */
export interface TcpProxy {
  url: string;
  /** Applies to the connections open now and to later ones. */
  setMode(mode: ProxyMode): void;
  /** Whether the bytes dropped on their way to the server since the last `setMode` hold `text`. */
  droppedToServer(text: string): boolean;
  /** Closes every connection and stops listening. */
  dispose(): Promise<void>;
}

/** Listens on a free port and forwards each connection to `target` (`nats://host:port`). */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  let mode: ProxyMode = 'open';
  let dropped = '';
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      // Either side gone (a killed service, a stopped server): the pair goes with it.
      socket.once('close', () => (socket === client ? upstream : client).destroy());
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (mode === 'drop-to-server') dropped += chunk.toString('latin1');
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (mode !== 'drop-from-server') client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  return {
    url: `nats://127.0.0.1:${address.port}`,
    setMode(next) {
      mode = next;
      dropped = '';
    },
    droppedToServer: (text) => dropped.includes(text),
    async dispose() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
