import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

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

// Node's request: answers given before Express (lib/public-answers) have state too.
const states = new WeakMap<IncomingMessage, RequestState>();

export function requestState(req: IncomingMessage): RequestState {
  let state = states.get(req);
  if (!state) {
    state = {};
    states.set(req, state);
  }
  return state;
}
