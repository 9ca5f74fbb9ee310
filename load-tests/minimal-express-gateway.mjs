// The floor of express-gateway itself: express-gateway with one pipeline holding its own `proxy`
// policy and nothing else (no plugin, no session, no limits, no logging), in front of a service,
// run as its own process like the gateway. Measured beside the gateway and a bare Node proxy,
// it splits the gateway's cost into what express-gateway's pipeline costs at least and what our
// policies add. `node load-tests/minimal-express-gateway.mjs <service URL>` prints
// `listening <port>` once it listens.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const target = process.argv[2];
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const dir = mkdtempSync(join(tmpdir(), 'minimal-eg-'));
// The models of users, apps and credentials express-gateway loads at start (it stores none here).
cpSync(new URL('../gateway/config/models', import.meta.url), join(dir, 'models'), {
  recursive: true,
});
writeFileSync(
  join(dir, 'system.config.yml'),
  [
    'db:',
    '  redis:',
    '    emulate: true',
    '    namespace: EG',
    'crypto:',
    '  cipherKey: unused',
    '  algorithm: aes256',
    '  saltRounds: 10',
    'session:',
    '  secret: unused',
    '  resave: false',
    '  saveUninitialized: false',
    'accessTokens:',
    '  timeToExpiry: 7200000',
    'refreshTokens:',
    '  timeToExpiry: 7200000',
    'authorizationCodes:',
    '  timeToExpiry: 300000',
    '',
  ].join('\n'),
);
writeFileSync(
  join(dir, 'gateway.config.yml'),
  [
    'http:',
    `  port: ${port}`,
    'apiEndpoints:',
    '  api:',
    "    paths: ['/api/*']",
    'serviceEndpoints:',
    '  service:',
    `    url: ${target}`,
    'policies:',
    '  - proxy',
    'pipelines:',
    '  api:',
    '    apiEndpoints: [api]',
    '    policies:',
    '      - proxy:',
    '          - action: { serviceEndpoint: service }',
    '',
  ].join('\n'),
);
process.env.EG_CONFIG_DIR = dir;
process.env.EG_DISABLE_CONFIG_WATCH = 'true';
process.env.LOG_LEVEL = 'error';

// express-gateway is the gateway workspace's dependency.
const require = createRequire(new URL('../gateway/package.json', import.meta.url));
await require('express-gateway')().run();
console.log(`listening ${port}`);
process.on('SIGTERM', () => process.exit(0));
