// The browser tests: a fresh stack on its own ports and databases, then `node --test` on e2e/dist
// with E2E_BASE_URL pointing at its gateway. The stack is stopped whatever the outcome.
// Arguments name test files to run alone: `node scripts/e2e.mjs accessibility reviews` runs
// e2e/dist/accessibility.test.js and e2e/dist/reviews.test.js.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import {
  demoReferralCode,
  importSprings,
  startStack,
  stackConfig,
  withPrivateNats,
} from './stack.mjs';

const require = createRequire(import.meta.url);
const { dropDatabase } = require('@hotsprings/service-kit/core');
const { NO_MEMBER_LIMITS } = require('../gateway/plugin/dist/config/gateway-env.schema.js');
const { launchSharedChromium } = require('../e2e/dist/support/chromium.js');

// A Redis database of this stack's own, not 0: the unit and integration tests that run beside it
// in make test count sign-ins and keep revoked sessions in theirs.
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379/15';
// Every test registers and signs in from one address: lift the per-client limits for this stack
// (their own behaviour is covered by the gateway tests). The per-member ones too: each run's
// members have the ids of the last run's, and the gateway keeps their counts for the day in Redis.
process.env.RATE_LIMIT_REGISTER_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_LOGIN_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_CONTACT_PER_MINUTE ??= '1000';
for (const [name, value] of Object.entries(NO_MEMBER_LIMITS)) process.env[name] ??= value;

// Ports and database names may be moved, so that two runs on one machine stay apart.
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 18080);
const config = stackConfig({
  gatewayPort,
  portBase: Number(process.env.E2E_PORT_BASE ?? 18000),
  dbSuffix: process.env.E2E_DB_SUFFIX ?? '_e2e',
});
for (const proc of config.processes) {
  if (proc.env.DATABASE_URL) await dropDatabase(proc.env.DATABASE_URL);
}
importSprings(config);
const nats = await withPrivateNats(config);

const logs = process.env.E2E_LOGS === '1' ? 'inherit' : 'ignore';
const stack = await startStack(config, { logs });
// One Chromium for every file, which each connects to: starting and stopping one per file cost
// about a second each. It is served from this process, so the tests run beside it, not blocking it.
const chromium = await launchSharedChromium();
const testFiles = process.argv.slice(2).map((name) => `e2e/dist/${name}.test.js`);
let status = 1;
try {
  const tests = spawn(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-concurrency=1',
      // As in make test-unit: a hang fails its file instead of holding the run.
      '--test-timeout=600000',
      '--test-force-exit',
      ...(testFiles.length ? testFiles : ['e2e/dist/']),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
        // The code make dev prints, which the tests apply as a member would.
        E2E_REFERRAL_CODE: demoReferralCode(config),
        E2E_BROWSER_WS_ENDPOINT: chromium.wsEndpoint(),
      },
    },
  );
  const [code] = await once(tests, 'exit');
  status = code ?? 1;
} finally {
  await chromium.close();
  await stack.stop();
  await nats.dispose();
}
process.exit(status);
