import type { RawBody } from './hostile-corpus';

// Multipart bodies written by hand, so that they can be wrong in every way a parser meets.

export const BOUNDARY = 'corpus-boundary-7d1f';

export interface Part {
  headers: string[];
  content: string | Uint8Array;
}

export const field = (name: string, value: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: value,
});

export const file = (name: string, filename: string, type: string, bytes: Uint8Array): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
    `Content-Type: ${type}`,
  ],
  content: bytes,
});

/** The parts as a multipart body; `closing` replaces its final boundary (empty: none at all). */
export function multipart(
  parts: Part[],
  boundary = BOUNDARY,
  closing = `--${boundary}--\r\n`,
): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(closing)]);
}

/** A whole request body: the multipart content type (with its boundary) and the bytes. */
export const form = (name: string, body: Uint8Array, boundary = BOUNDARY): RawBody => ({
  name,
  contentType: `multipart/form-data; boundary=${boundary}`,
  body,
});
