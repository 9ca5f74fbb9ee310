import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

/** A package's version as express-gateway's own `require` finds it. */
function versionFromExpressGateway(name: string): string {
  const from = dirname(require.resolve('express-gateway'));
  const main = require.resolve(name, { paths: [from] });
  const root = main.slice(
    0,
    main.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}`.length,
  );
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const atLeast = (version: string, fixed: string) =>
  version.localeCompare(fixed, 'en', { numeric: true }) >= 0;

// express-gateway 1.16.11 asks for jsonwebtoken 8 and passport 0.4; the root package.json
// overrides both. It loads both at start (passport.initialize() runs on every request, the token
// service requires jsonwebtoken), so every gateway test runs on the patched versions.
test('express-gateway gets jsonwebtoken 9 and passport 0.6 or later, not the vulnerable versions', () => {
  const jsonwebtoken = versionFromExpressGateway('jsonwebtoken');
  assert.ok(
    atLeast(jsonwebtoken, '9.0.0'),
    `jsonwebtoken ${jsonwebtoken} (CVE-2022-23529, -23539, -23540, -23541)`,
  );
  const passport = versionFromExpressGateway('passport');
  assert.ok(atLeast(passport, '0.6.0'), `passport ${passport} (CVE-2022-25896)`);
});
