import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { freePort } from './free-port';

test('a free port lies below the outgoing connections’ range, and a server can listen on it', async () => {
  const port = await freePort();
  assert.ok(port >= 20_000 && port < 32_768, String(port));
  const server = createServer().listen(port);
  await once(server, 'listening');
  server.close();
});
