import type { ClientRequest } from 'node:http';
import type { Readable } from 'node:stream';
import type { Request } from 'express';

export interface SessionUser {
  id: string;
  username: string;
}

/** What the policies learn about one request and hand to the policies after them. */
export interface RequestState {
  requestId?: string;
  user?: SessionUser;
  /** The cookie could not be checked (Redis unreachable): anonymous, but not "signed out". */
  sessionUnavailable?: boolean;
  /** A body stream that counts bytes, used instead of the request when its length is unknown. */
  body?: Readable;
  /** The request to the service, so that a body over the limit can cancel it. */
  upstream?: ClientRequest;
}

const states = new WeakMap<Request, RequestState>();

export function requestState(req: Request): RequestState {
  let state = states.get(req);
  if (!state) {
    state = {};
    states.set(req, state);
  }
  return state;
}
