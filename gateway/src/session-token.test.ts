import assert from 'node:assert/strict';
import { test } from 'node:test';
import jwt from 'jsonwebtoken';
import { sessionVerifier } from '../plugin/dist/lib/session-token';

const SECRET = 'a-session-secret-of-some-length';

function token(claims: Record<string, unknown>, secret = SECRET): string {
  return jwt.sign({ sub: '7', username: 'ada', jti: 'j-1', ...claims }, secret, {
    algorithm: 'HS256',
  });
}

test('a verified token is remembered only until it expires', (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000_000_000 });
  const verify = sessionVerifier(SECRET);
  const expSeconds = 1_000_000_000 + 60;
  const valid = token({ exp: expSeconds });

  assert.deepEqual(verify(valid), {
    id: '7',
    username: 'ada',
    jti: 'j-1',
    expiresAtMs: expSeconds * 1000,
  });
  t.mock.timers.tick(59_999);
  assert.equal(verify(valid)?.id, '7', 'still valid in its last millisecond');
  t.mock.timers.tick(1);
  assert.equal(verify(valid), undefined, 'expired from the second of exp on, remembered or not');
});

test('only the exact token verified is taken on trust', () => {
  const verify = sessionVerifier(SECRET);
  const valid = token({ exp: Math.floor(Date.now() / 1000) + 3600 });
  assert.ok(verify(valid));

  const [head, , signature] = valid.split('.');
  const otherClaims = Buffer.from(
    JSON.stringify({ sub: '1', username: 'root', jti: 'j-1' }),
  ).toString('base64url');
  assert.equal(verify(`${head}.${otherClaims}.${signature}`), undefined, 'claims swapped in');
  assert.equal(verify(token({}, 'another-secret-entirely')), undefined, 'signed with another key');
  assert.equal(verify('not.a.token'), undefined);
});

test('a token without the claims the services need is refused', () => {
  const verify = sessionVerifier(SECRET);
  assert.equal(verify(jwt.sign({ username: 'ada', jti: 'j' }, SECRET)), undefined, 'no sub');
  assert.equal(verify(token({ username: 'ada\nx' })), undefined, 'not a header value');
});
