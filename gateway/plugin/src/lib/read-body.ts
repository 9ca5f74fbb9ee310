import type { Readable } from 'node:stream';
import type { Response } from 'express';

/**
 * The whole body of a request (at most the pipeline's body limit, which `body-limit` enforced
 * before). Rejects when the answer goes out first (the body was over that limit) or the caller
 * goes away.
 */
export function readBody(body: Readable, res: Response): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const abandon = () => reject(new Error('answered before the body was read'));
    res.once('close', abandon);
    res.once('finish', abandon);
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.once('error', reject);
    body.once('end', () => {
      res.off('close', abandon);
      res.off('finish', abandon);
      resolve(Buffer.concat(chunks));
    });
  });
}
