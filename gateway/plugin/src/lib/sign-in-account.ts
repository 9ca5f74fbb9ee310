import { createHash } from 'node:crypto';

// Bodies the gateway cannot read as UTF-8 JSON with a text `username` (another charset, a
// compressed body, no name at all) are counted together, as one account: a sign-in that the
// auth service might still read can never slip past the per-account limit.
const UNREADABLE = '\0unreadable';

/**
 * The account a sign-in body names, as the auth service looks it up (NFC, trimmed, any case),
 * hashed: a fixed-length key that keeps names out of Redis.
 */
export function signInAccount(body: Buffer): string {
  let name: string = UNREADABLE;
  try {
    const parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
    const username = (parsed as { username?: unknown }).username;
    if (typeof username === 'string') name = username.normalize('NFC').trim().toLowerCase();
  } catch {
    // not JSON: counted as unreadable
  }
  return createHash('sha256').update(name).digest('base64url');
}
