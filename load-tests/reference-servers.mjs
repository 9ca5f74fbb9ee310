// The reference servers the benchmarks measure beside the real path, each its own process so
// that its CPU is counted apart: bare-proxy.mjs (one HTTP hop, nothing else), express-proxy.mjs
// (the same hop inside Express), minimal-express-gateway.mjs (express-gateway's own proxy policy)
// and bare-server.mjs (the map's bytes from memory, nothing else).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

function startReference(script, args) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL(script, import.meta.url)), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.once('data', (line) => {
      const [, port, ...details] = String(line).trim().split(' ');
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        details,
        stop: () => child.kill(),
      });
    });
  });
}

/** The bare proxy in front of a service. */
export function startBareProxy(serviceUrl) {
  return startReference('./bare-proxy.mjs', [serviceUrl]);
}

/** The bare proxy's handler as Express's one middleware, in front of a service. */
export function startExpressProxy(serviceUrl) {
  return startReference('./express-proxy.mjs', [serviceUrl]);
}

/** The bare server answering with what `url` answered once; `details` are its size and coding. */
export function startBareServer(url, acceptEncoding) {
  return startReference('./bare-server.mjs', [url, acceptEncoding]);
}

/** express-gateway with its own proxy policy alone, in front of a service. */
export function startMinimalExpressGateway(serviceUrl) {
  return startReference('./minimal-express-gateway.mjs', [serviceUrl]);
}
