import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { acceptedCodings } from './content-coding';

/** The copies the web build writes beside a file (x.js.br, x.js.gz), best first. */
const COPIES = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

// Only text files have copies; looking for them beside an image would cost a stat for nothing.
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

export interface Precompressed {
  /** Some copy exists, so the answer depends on Accept-Encoding (Vary). */
  hasCopies: boolean;
  /** The copy to send, or undefined for the file as it is. */
  copy?: { coding: string; urlPath: string };
}

/**
 * The best precompressed copy of the file at `urlPath` under `root` that the request's
 * Accept-Encoding allows. Looked up on disk per request (a stat), so a rebuilt web app is
 * served without a restart. A path that would leave `root` has no copies: the static file
 * server refuses it.
 */
export function precompressedCopy(
  root: string,
  urlPath: string,
  acceptEncoding: string | undefined,
): Precompressed {
  if (!COMPRESSIBLE.has(extname(urlPath))) return { hasCopies: false };
  const base = resolve(root);
  let file: string;
  try {
    file = join(base, decodeURIComponent(urlPath));
  } catch {
    return { hasCopies: false };
  }
  if (!file.startsWith(base + sep)) return { hasCopies: false };
  const accepted = acceptedCodings(acceptEncoding);
  let hasCopies = false;
  for (const { coding, suffix } of COPIES) {
    if (!existsSync(file + suffix)) continue;
    hasCopies = true;
    if (accepted.has(coding)) return { hasCopies, copy: { coding, urlPath: urlPath + suffix } };
  }
  return { hasCopies };
}
