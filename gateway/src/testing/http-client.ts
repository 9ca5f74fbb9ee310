import { request as httpRequest, OutgoingHttpHeaders, IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A plain node:http call: unlike fetch it neither decompresses bodies nor hides headers such as
 * Origin, so tests see exactly what the gateway sent.
 */
export function call(
  url: string,
  options: {
    method?: string;
    headers?: OutgoingHttpHeaders;
    body?: string | Buffer | Readable;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body instanceof Readable) options.body.pipe(req);
    else req.end(options.body);
  });
}
