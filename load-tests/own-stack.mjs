// A stack of its own for a measurement (make bench, make load): its own ports, databases (dropped
// first, then the springs imported), NATS server and Redis database, so that no other stack's
// events or data mix in, and none of its own stays behind in another's: its members have the ids
// of every other stack's (each starts them at 1) and their counts last a day, so the thousands of
// votes measured here would otherwise refuse `make dev`'s first member theirs.
import { createRequire } from 'node:module';
import net from 'node:net';
import { importSprings, startStack, stackConfig, withPrivateNats } from '../scripts/stack.mjs';

const { dropDatabase } = createRequire(import.meta.url)('@hotsprings/service-kit/core');

// On REDIS_URL's server, unless REDIS_URL names a database itself.
const OWN_REDIS_DATABASE = 12;

function ownRedisUrl() {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = `/${OWN_REDIS_DATABASE}`;
  return url.toString();
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * Starts every process of the stack; `variables` names the settings that move the ports, for the
 * message when one is taken. Resolves with the URL and pid of each process and `stop()`.
 */
export async function startOwnStack({ gatewayPort, portBase, dbSuffix, variables }) {
  const config = stackConfig({ gatewayPort, portBase, dbSuffix });
  const redisUrl = ownRedisUrl();
  for (const proc of config.processes) proc.env.REDIS_URL = redisUrl;
  // A process already listening on one of these ports would answer in place of the stack started
  // here (its health checks would pass), and the figures would be of another stack.
  for (const { name, env } of config.processes) {
    if (!(await portIsFree(Number(env.PORT)))) {
      throw new Error(`port ${env.PORT} (${name}) is in use: set ${variables} to free ones`);
    }
  }
  for (const proc of config.processes) {
    if (proc.env.DATABASE_URL) await dropDatabase(proc.env.DATABASE_URL);
  }
  importSprings(config);
  const nats = await withPrivateNats(config);
  const stack = await startStack(config, { logs: 'ignore' }).catch(async (err) => {
    await nats.dispose();
    throw err;
  });
  const processOf = (name) => config.processes.find((p) => p.name === name);
  return {
    processOf,
    urlOf: (name) => `http://127.0.0.1:${processOf(name).env.PORT}`,
    pidOf: (name) => stack.children[config.processes.indexOf(processOf(name))].pid,
    async stop() {
      await stack.stop();
      await nats.dispose();
    },
  };
}
