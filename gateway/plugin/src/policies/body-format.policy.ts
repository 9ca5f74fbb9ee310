import { Readable } from 'node:stream';
import type { Request } from 'express';
import type { Policy } from '../express-gateway.types';
import { sendJsonError } from '../lib/json-error';
import { readBody } from '../lib/read-body';
import { requestState } from '../lib/request-state';

interface BodyFormatAction {
  /** The pipeline's routes also take multipart forms (a review with its photo). */
  multipart: boolean;
}

const MALFORMED_JSON = 'Malformed JSON in the request body.';
const UNSUPPORTED_ENCODING = 'Unsupported request body encoding.';
// Fatal: invalid UTF-8 is malformed, not silently replaced; a leading byte-order mark is dropped.
const UTF8 = new TextDecoder('utf-8', { fatal: true });
// JSON's whitespace, then the first character, which must open an object or an array.
const FIRST_CHARACTER = /^[ \t\n\r]*(.)/s;

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** `type/subtype` and the charset of a Content-Type, lower-cased. */
function mediaType(header: string | undefined): { type: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').toLowerCase().split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([name]) => name === 'charset')?.[1];
  return { type: type.trim(), charset: charset?.replace(/^"(.*)"$/, '$1') };
}

/** What the services' JSON body parser accepts (its strict mode): an object or an array. */
function isJson(body: Buffer): boolean {
  if (body.length === 0) return true; // read as an empty object
  try {
    const text = UTF8.decode(body);
    const first = FIRST_CHARACTER.exec(text)?.[1];
    if (first !== '{' && first !== '[') return false;
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request body must be what the routes read, checked before the service is called: UTF-8 JSON
 * that parses (`application/json`), or a multipart form where the pipeline allows one; never
 * compressed (no route reads a compressed body). Malformed JSON answers 400, any other type,
 * charset or content coding 415, in the one error shape, naming nothing of the request. A JSON
 * body is read whole (at most the body limit, enforced before) and handed on as read.
 */
export const bodyFormatPolicy: Policy<BodyFormatAction> = {
  name: 'body-format',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/body-format.json',
    type: 'object',
    properties: { multipart: { type: 'boolean', default: false } },
  },
  policy: (action) => {
    const expected = action.multipart
      ? 'The request body must be JSON or a multipart form.'
      : 'The request body must be JSON.';
    return (req, res, next) => {
      if (!hasBody(req)) return next();
      const coding = req.headers['content-encoding']?.trim().toLowerCase();
      if (coding !== undefined && coding !== 'identity') {
        return sendJsonError(res, 415, UNSUPPORTED_ENCODING);
      }
      const { type, charset } = mediaType(req.headers['content-type']);
      if (type === 'multipart/form-data' && action.multipart) return next();
      if (type !== 'application/json') return sendJsonError(res, 415, expected);
      if (charset !== undefined && charset !== 'utf-8') {
        return sendJsonError(res, 415, UNSUPPORTED_ENCODING);
      }
      const state = requestState(req);
      readBody(state.body ?? req, res).then(
        (body) => {
          if (!isJson(body)) return sendJsonError(res, 400, MALFORMED_JSON, 'malformed_body');
          // The service gets the very bytes checked here.
          state.body = Readable.from([body]);
          next();
        },
        // Already answered (a body over the limit) or the caller has gone.
        () => undefined,
      );
    };
  },
};
