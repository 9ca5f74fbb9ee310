import type { RequestHandler } from 'express';
import { NOTICES } from '@hotsprings/contracts';
import { gatewayEnv } from '../../config/gateway-env';
import { logAccess } from '../../policies/access-log.policy';
import { webCors } from '../../policies/cors.policy';
import { assignRequestId } from '../../policies/request-id.policy';
import { sendJsonError } from '../json-error';
import { logger } from '../logger';
import { followNotices } from '../nats';
import { ChangeStreams } from './change-streams';

/** Answered by the gateway itself; `/api/springs/:id` would take it, so it is mounted first. */
export const SPRING_CHANGES_PATH = '/api/springs/changes';

// Events at most this often: a burst of notices is one change to the pages that follow them.
const COALESCE_MS = 150;

let streams: ChangeStreams | undefined;
let stopping = false;

/**
 * `GET /api/springs/changes`: a server-sent event stream with one `springs-changed` event each time
 * springs says its public data changed (NOTICES.springsChanged, the notice that also drops the
 * gateway's copies of its answers), `{"version": "<data version>"}`. The web app refetches the
 * springs it shows on each one instead of guessing how long springs takes to apply a review.
 *
 * Public data only, so open to everybody; at most SPRING_CHANGES_MAX_STREAMS per gateway, 503
 * beyond. While NATS is unreachable the changes cannot be followed: open streams are ended and
 * new ones refused (503) rather than left silent, so that clients know to refetch by themselves.
 * Before the handler: the request id, access log and CORS of every pipeline, by the same code.
 */
export function springChanges(): RequestHandler[] {
  const env = gatewayEnv();
  const open = new ChangeStreams(COALESCE_MS, env.SPRING_CHANGES_HEARTBEAT_MS);
  streams = open;
  let live = false;
  followNotices(
    NOTICES.springsChanged,
    (version) => open.changed(version),
    (nowLive) => {
      live = nowLive;
      if (!nowLive) open.endAll();
      logger.info(
        { live },
        live ? 'spring change streams follow springs' : 'spring change streams closed: no NATS',
      );
    },
  );

  const stream: RequestHandler = (req, res) => {
    if (stopping || !live) {
      return sendJsonError(res, 503, 'Live updates are not available right now.');
    }
    if (open.size >= env.SPRING_CHANGES_MAX_STREAMS) {
      return sendJsonError(res, 503, 'Too many live update streams are open; try again later.');
    }
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      // nginx and its kin would hold the events back in their buffers.
      'X-Accel-Buffering': 'no',
    });
    if (req.method === 'HEAD') return void res.end();
    res.flushHeaders();
    res.write(': open\n\n');
    open.add(res);
  };
  return [assignRequestId, logAccess, webCors(), stream];
}

/** The gateway stops: its streams end (clients reconnect elsewhere) and no new one opens. */
export function closeSpringChanges(): void {
  stopping = true;
  streams?.endAll();
}
