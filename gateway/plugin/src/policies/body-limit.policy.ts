import { Transform } from 'node:stream';
import type { Policy } from '../express-gateway.types';
import { parseByteSize } from '../lib/byte-size';
import { sendJsonError } from '../lib/json-error';
import { requestState } from '../lib/request-state';

interface BodyLimitAction {
  limit: string;
}

const TOO_LARGE = 'Request body is too large.';

/**
 * Caps request bodies before they reach a service. A declared Content-Length over the limit is
 * refused at once; a body of unknown length (chunked) is counted as it streams and the service
 * call is cancelled when it goes over.
 */
export const bodyLimitPolicy: Policy<BodyLimitAction> = {
  name: 'body-limit',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/body-limit.json',
    type: 'object',
    properties: { limit: { type: 'string', default: '100kb' } },
    required: ['limit'],
  },
  policy: (action) => {
    const limit = parseByteSize(action.limit);
    return (req, res, next) => {
      const declared = req.headers['content-length'];
      if (declared !== undefined) {
        if (Number(declared) > limit) return sendJsonError(res, 413, TOO_LARGE);
        return next();
      }
      if (req.headers['transfer-encoding'] === undefined) return next();
      const state = requestState(req);
      let seen = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen <= limit) return done(null, chunk);
          req.unpipe(counter);
          state.upstream?.destroy();
          sendJsonError(res, 413, TOO_LARGE);
          done();
        },
      });
      state.body = req.pipe(counter);
      next();
    };
  },
};
