import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import type { GatewayEnv } from '../config/gateway-env.schema';
import { servedOverHttps } from './security-headers';

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;

/**
 * Every cookie the site sets (the session, from auth; any a service may add) is `Secure` when the
 * browser came over https, so that it never travels over plain http. The gateway decides it, as
 * the one place that knows how the browser came (TRUST_PROXY, SERVED_OVER_HTTPS); services set
 * their cookies without it.
 */
export function secureCookies(env: GatewayEnv): RequestHandler {
  return (req, res, next) => {
    if (servedOverHttps(req, env)) onHeaders(res, () => markSecure(res));
    next();
  };
}

function markSecure(res: Response): void {
  const cookies = res.getHeader('set-cookie');
  if (cookies === undefined) return;
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  res.setHeader(
    'Set-Cookie',
    list.map((cookie) => (SECURE_ATTRIBUTE.test(cookie) ? cookie : `${cookie}; Secure`)),
  );
}
