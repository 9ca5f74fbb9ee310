import { z } from 'zod';

// What a CSP_EXTRA_* setting may add: an https origin, its subdomains (https://*.host) or a port.
// Keywords ('unsafe-inline'), schemes alone (https:) and paths are refused, so a setting can
// only name another site to trust, never loosen the policy as a whole.
const HTTPS_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** Origins separated by spaces or commas; none by default. */
export const extraSources = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const sources = value.split(/[\s,]+/).filter(Boolean);
    for (const source of sources) {
      if (!HTTPS_ORIGIN.test(source)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${source}" is not an https origin such as https://checkout.example.com`,
        });
      }
    }
    return sources;
  });

/**
 * The CSP source that allows the tiles of a Leaflet URL template: its scheme and host, with a
 * placeholder in the host's first label (`{s}`, Leaflet's a/b/c subdomains) widened to `*`:
 * `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`.
 * Undefined when the template is not one a CSP source can describe.
 */
export function tileServerSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match?.[1] || !match[2]) return undefined;
  const [first = '', ...rest] = match[2].split('.');
  const host = [first.includes('{') ? '*' : first, ...rest].join('.');
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(host)) return undefined;
  return `${match[1]}://${host}`.toLowerCase();
}

/** A VITE_TILES_* template, read like the web build reads it: blank means the default. */
export const tileTemplate = (fallback: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
      z.string().default(fallback),
    )
    .refine(
      (template) => tileServerSource(template) !== undefined,
      'must be a tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png',
    );
