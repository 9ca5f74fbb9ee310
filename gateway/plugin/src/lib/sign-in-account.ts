import { createHash } from 'node:crypto';
import { canonicalUsername } from '@hotsprings/service-kit/core';

// Bodies the gateway cannot read as UTF-8 JSON with a text `username` (another charset, a
// compressed body, no name at all) are counted together, as one account: a sign-in that the
// auth service might still read can never slip past the per-account limit.
const UNREADABLE = '\0unreadable';

/**
 * The account a sign-in body names, in the canonical form by which auth finds accounts, hashed:
 * every spelling that reaches an account is counted as that account, under a fixed-length key
 * that keeps names out of Redis.
 */
export function signInAccount(body: Buffer): string {
  let name: string = UNREADABLE;
  try {
    const parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
    const username = (parsed as { username?: unknown }).username;
    if (typeof username === 'string') name = canonicalUsername(username);
  } catch {
    // not JSON: counted as unreadable
  }
  return createHash('sha256').update(name).digest('base64url');
}
