// Checks that the servers the stack needs answer, and says in one line what to start when one
// does not. Exit code 1 when any is missing.
import net from 'node:net';

const servers = [
  {
    name: 'PostgreSQL',
    url: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    start: 'start PostgreSQL 15, e.g. `pg_ctlcluster 15 main start`',
  },
  {
    name: 'NATS',
    url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    start: 'start NATS with JetStream, e.g. `nats-server -js -a 127.0.0.1 -p 4222 &`',
  },
  {
    name: 'Redis',
    url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    start: 'start Redis, e.g. `redis-server --daemonize yes`',
  },
];

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

let missing = 0;
for (const server of servers) {
  if (!(await reachable(server.url))) {
    const { host } = new URL(server.url);
    console.error(`${server.name} is not reachable at ${host}: ${server.start}.`);
    missing += 1;
  }
}
process.exit(missing ? 1 : 0);
