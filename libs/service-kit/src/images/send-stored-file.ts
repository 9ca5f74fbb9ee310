import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorAnswer } from '@hotsprings/contracts';
import type { Request, Response } from 'express';
import type { FastifyReply, FastifyRequest } from 'fastify';
import send from 'send';

const NOT_FOUND = JSON.stringify(errorAnswer(404, 'Image not found.'));

/**
 * Sends a file of `root` on either platform as Express's `res.sendFile` does (the `send` module
 * it is built on, with the application's ETags off, as the kit has them): Last-Modified, ranges
 * and conditional requests, the given headers on the file's answer, and 404 `Image not found.`
 * when it is not there. On Fastify the answer is written to Node's response, which Fastify is
 * told to leave alone; the headers it holds (the request id) go with it.
 */
export function sendStoredFile(
  req: Request | FastifyRequest,
  res: Response | FastifyReply,
  file: string,
  options: { root: string; headers: Record<string, string> },
): void {
  let rawReq: IncomingMessage = req as Request;
  let rawRes: ServerResponse = res as Response;
  if ('raw' in res) {
    rawReq = (req as FastifyRequest).raw;
    rawRes = res.raw;
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (value !== undefined) rawRes.setHeader(name, value);
    res.hijack();
  }
  const notFound = () => {
    if (rawRes.headersSent) return;
    rawRes.statusCode = 404;
    rawRes.setHeader('Content-Type', 'application/json; charset=utf-8');
    rawRes.setHeader('Content-Length', Buffer.byteLength(NOT_FOUND));
    rawRes.end(NOT_FOUND);
  };
  send(rawReq, encodeURI(file), { root: options.root, dotfiles: 'deny', etag: false })
    .on('headers', (out: ServerResponse) => {
      for (const [name, value] of Object.entries(options.headers)) out.setHeader(name, value);
    })
    .on('error', notFound)
    .on('directory', notFound)
    .pipe(rawRes);
}
