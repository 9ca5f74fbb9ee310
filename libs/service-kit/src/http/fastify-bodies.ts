import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BODY_TOO_LARGE,
  codedError,
  MALFORMED_BODY,
  MALFORMED_JSON,
  UNSUPPORTED_BODY_ENCODING,
} from './json-error.filter';

// body-parser's notation ("100kb", "1mb", or bytes), which `ServiceOptions.bodyLimit` is written in.
const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2 };

export function bodyLimitBytes(limit: string): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`bodyLimit ${limit} is not a size such as 100kb`);
  return Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? 1);
}

const unsupportedEncoding = () =>
  new HttpException(UNSUPPORTED_BODY_ENCODING, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
const malformedJson = () => new BadRequestException(codedError('malformed_body', MALFORMED_JSON));
const malformedBody = () => new BadRequestException(codedError('malformed_body', MALFORMED_BODY));
const bodyTooLarge = () => new HttpException(BODY_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);

// The content codings Express's body parser inflates.
const DECOMPRESSORS: Record<string, () => Transform> = {
  gzip: createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The charset of a JSON body's Content-Type, lower-cased; utf-8 when it names none. */
function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '');
  return (match?.[2] ?? 'utf-8').toLowerCase();
}

/**
 * JSON bodies read as Express's body parser reads them (the kit's Express pipeline): a body in
 * gzip, deflate or brotli is inflated, its inflated size held to the limit (a small body cannot
 * grow into a large one), another coding is 415; a charset other than UTF is 415; an empty body is
 * `{}`, only an object or an array at the top (body-parser's strict mode), `__proto__` kept as a
 * plain key for the input guard to refuse; with `rawBody` its bytes are kept as `req.rawBody`
 * (inflated, as body-parser's). Any other content type is left unread: a multipart form for the
 * image interceptor to read, anything else for the route's own validation to answer.
 */
export function readJsonBodies(
  fastify: FastifyInstance,
  { bodyLimit, rawBody }: { bodyLimit: number; rawBody: boolean },
): void {
  fastify.removeAllContentTypeParsers();
  // Before Fastify reads the body: inflated here, so that its limit counts the inflated bytes.
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (!isJson(request)) return done(null, payload);
    const length = Number(request.headers['content-length']);
    if (length > bodyLimit) return done(bodyTooLarge());
    const coding = request.headers['content-encoding']?.trim().toLowerCase() ?? 'identity';
    if (coding === 'identity') return done(null, payload);
    const decompressor = DECOMPRESSORS[coding];
    if (!decompressor) return done(unsupportedEncoding());
    done(null, inflated(payload, decompressor()));
  });
  // Read here rather than by Fastify (`parseAs`), whose refusals would carry its own words.
  fastify.addContentTypeParser('application/json', (request, payload, done) => {
    readWhole(payload, bodyLimit, Number(request.headers['content-length']), (error, bytes) => {
      if (error || !bytes) return done(error, undefined);
      const charset = charsetOf(request.headers['content-type']);
      let text: string;
      try {
        if (!charset.startsWith('utf-')) return done(unsupportedEncoding(), undefined);
        text = new TextDecoder(charset).decode(bytes);
      } catch {
        return done(unsupportedEncoding(), undefined);
      }
      if (rawBody) (request as FastifyRequest & { rawBody?: Buffer }).rawBody = bytes;
      const body = text.trim();
      if (body === '') return done(null, {});
      if (body[0] !== '{' && body[0] !== '[') return done(malformedJson(), undefined);
      try {
        done(null, JSON.parse(body));
      } catch {
        done(malformedJson(), undefined);
      }
    });
  });
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

/** The body inflated, carrying the bytes received as sent (`receivedEncodedLength`). */
function inflated(payload: Readable, decompressor: Transform): Readable {
  const stream = decompressor as Transform & { receivedEncodedLength: number };
  stream.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => (stream.receivedEncodedLength += chunk.length));
  payload.on('error', (err) => stream.destroy(err));
  payload.pipe(stream);
  return stream;
}

/**
 * Reads a body whole, as body-parser does: more than `limit` bytes (inflated) is 413, a body that
 * ends before or after its Content-Length, or does not inflate, is 400 (`MALFORMED_BODY`)
 */
function readWhole(
  payload: Readable & { receivedEncodedLength?: number },
  limit: number,
  declaredLength: number,
  done: (error: Error | null, bytes?: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (error: Error | null, bytes?: Buffer) => {
    payload.off('data', onData).off('end', onEnd).off('error', onError);
    done(error, bytes);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) return finish(bodyTooLarge());
    chunks.push(chunk);
  };
  const onEnd = () => {
    const sent = payload.receivedEncodedLength ?? received;
    if (!Number.isNaN(declaredLength) && sent !== declaredLength) return finish(malformedBody());
    finish(null, Buffer.concat(chunks, received));
  };
  const onError = () => finish(malformedBody());
  payload.on('data', onData).on('end', onEnd).on('error', onError);
}
