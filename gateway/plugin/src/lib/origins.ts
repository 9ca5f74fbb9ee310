import type { Request } from 'express';

/** The origin the browser sees for this gateway (honours X-Forwarded-Proto only when trusted). */
export function ownOrigin(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : undefined;
}

/** The origin of a header value (an Origin, or a Referer URL), or undefined when unparsable. */
export function originOf(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const origin = new URL(value).origin;
  return origin === 'null' ? undefined : origin;
}
