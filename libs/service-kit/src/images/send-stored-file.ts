import type { ServerResponse } from 'node:http';
import { errorAnswer } from '@hotsprings/contracts';
import send from 'send';
import {
  nodeRequest,
  nodeResponse,
  type HttpRequest,
  type HttpResponse,
} from '../http/node-exchange';

const NOT_FOUND = JSON.stringify(errorAnswer(404, 'Image not found.'));

/**
 * Sends a file of `root` on either platform as Express's `res.sendFile` does (the `send` module
 * it is built on, with the application's ETags off, as the kit has them): Last-Modified, ranges
 * and conditional requests, the given headers on the file's answer, and 404 `Image not found.`
 * when it is not there, written on Node's response (`nodeResponse`).
 */
export function sendStoredFile(
  req: HttpRequest,
  res: HttpResponse,
  file: string,
  options: { root: string; headers: Record<string, string> },
): void {
  const rawRes = nodeResponse(res);
  const notFound = () => {
    if (rawRes.headersSent) return;
    rawRes.statusCode = 404;
    rawRes.setHeader('Content-Type', 'application/json; charset=utf-8');
    rawRes.setHeader('Content-Length', Buffer.byteLength(NOT_FOUND));
    rawRes.end(NOT_FOUND);
  };
  send(nodeRequest(req), encodeURI(file), { root: options.root, dotfiles: 'deny', etag: false })
    .on('headers', (out: ServerResponse) => {
      for (const [name, value] of Object.entries(options.headers)) out.setHeader(name, value);
    })
    .on('error', notFound)
    .on('directory', notFound)
    .pipe(rawRes);
}
