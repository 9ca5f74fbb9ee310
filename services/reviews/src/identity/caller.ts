import type { Request } from 'express';

/** The signed-in user a request comes from, as the gateway vouches for it. */
export interface Caller {
  id: string;
  username: string;
}

/**
 * Reads the identity headers the gateway sets after checking the session (it removes any that
 * arrive from outside). Anything malformed counts as signed out.
 */
export function callerOf(req: Request): Caller | null {
  const id = req.headers['x-user-id'];
  const username = req.headers['x-username'];
  if (typeof id !== 'string' || !/^[1-9]\d{0,17}$/.test(id)) return null;
  if (typeof username !== 'string' || username.length === 0 || username.length > 100) return null;
  return { id, username };
}
