import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { GatewayEnv } from '../config/gateway-env.schema';
import { tileServerSource } from '../config/csp-sources';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the site: exactly what the built web app loads. Scripts and
 * styles only from its own files, none inline. Leaflet and React set styles through the CSSOM
 * (`element.style`), which CSP does not govern; `style-src-attr 'none'` forbids only `style="…"`
 * in markup, which the app never writes. Images: its own, the map's tile servers, data: (the
 * map's marker and control icons, inlined by the build) and blob: (a review photo's preview
 * before it is uploaded). No plugins, frames or <base>; nobody may frame a page.
 */
export function contentSecurityPolicy(env: GatewayEnv): Directives {
  const tiles = [env.VITE_TILES_STREETS_URL, env.VITE_TILES_SATELLITE_URL, env.VITE_TILES_TOPO_URL]
    .map(tileServerSource)
    .filter((source): source is string => source !== undefined);
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...env.CSP_EXTRA_SCRIPT_SRC],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'none'"],
    'img-src': [...new Set(["'self'", 'data:', 'blob:', ...tiles, ...env.CSP_EXTRA_IMG_SRC])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...env.CSP_EXTRA_CONNECT_SRC],
    'frame-src': env.CSP_EXTRA_FRAME_SRC.length ? env.CSP_EXTRA_FRAME_SRC : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...env.CSP_EXTRA_FORM_ACTION],
    'frame-ancestors': ["'none'"],
  };
  // Over plain http (local development, the browser tests) an upgrade would break every request.
  if (env.SERVED_OVER_HTTPS) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The policy of a page whose stylesheets travel in it (inline-styles.ts): the site's, its
 * style-src also letting those exact styles apply, by their hashes, and no other inline style.
 */
export function pageContentSecurityPolicy(env: GatewayEnv, styleHashes: string[]): string {
  const directives = contentSecurityPolicy(env);
  directives['style-src'] = [...directives['style-src']!, ...styleHashes];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * What the pages may use of the browser: geolocation ("Find my location" on the map) and writing
 * to the clipboard (copying a planner share link), from the site itself only; none of the other
 * powerful features a page or a frame in it could ask for. Only features Chromium recognizes
 * (it warns in the console about any other).
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'clipboard-write=(self)',
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the site over https: the public address is (SERVED_OVER_HTTPS),
 * or this request came over TLS, here or, with TRUST_PROXY, at the proxy in front, which says
 * so in X-Forwarded-Proto (Express's `req.secure`; an untrusted X-Forwarded-Proto is ignored).
 */
export function servedOverHttps(req: Request, env: GatewayEnv): boolean {
  return env.SERVED_OVER_HTTPS || req.secure;
}

/**
 * The headers helmet sets, with our settings. Referrer-Policy stays at
 * strict-origin-when-cross-origin rather than no-referrer: with no-referrer a browser sends
 * `Origin: null` on same-site writes, which the cross-site guard would refuse. Resources may be
 * embedded by the same site only (the Vite dev server on another port included). None depends on
 * the request, so helmet runs once and every answer gets the list.
 */
function helmetHeaders(env: GatewayEnv): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const collector = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  })({} as Request, collector as unknown as Response, () => {});
  headers.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return headers;
}

/**
 * Security headers on every response the gateway sends (pages, files, API answers, errors,
 * photos), set before any pipeline runs: helmet's, the Permissions-Policy, and HSTS when the
 * request came over https. No X-Powered-By.
 */
export function securityHeaders(env: GatewayEnv): RequestHandler {
  const headers = helmetHeaders(env);
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (servedOverHttps(req, env)) res.setHeader('Strict-Transport-Security', HSTS);
    res.removeHeader('X-Powered-By');
    next();
  };
}

/**
 * The same headers, for the answers Node's parser refusals get, which are written before there
 * is a request to pass through middleware (HSTS by SERVED_OVER_HTTPS alone, since nothing of an
 * unparsed request can be trusted).
 */
export function fixedSecurityHeaders(env: GatewayEnv): Record<string, string> {
  const headers = Object.fromEntries(helmetHeaders(env));
  if (env.SERVED_OVER_HTTPS) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
