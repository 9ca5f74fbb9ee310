import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A route's request (`@Req()`) on either platform. */
export type HttpRequest = Request | FastifyRequest;
/** A route's response (`@Res()`) on either platform. */
export type HttpResponse = Response | FastifyReply;

/** Node's request under a route's request: Express's is one, Fastify's wraps one. */
export function nodeRequest(req: HttpRequest): IncomingMessage {
  return 'raw' in req ? req.raw : req;
}

/**
 * Node's response under a route's, for an answer written on it directly (a file, pre-compressed
 * bytes): Express's is one; Fastify's reply wraps one and is told to leave it alone from here
 * (`hijack`), handing over the headers it already holds (the request id). Its request log and
 * metrics still see the answer.
 */
export function nodeResponse(res: HttpResponse): ServerResponse {
  if (!('raw' in res)) return res;
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) res.raw.setHeader(name, value);
  }
  res.hijack();
  return res.raw;
}
