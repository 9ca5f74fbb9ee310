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
 * Security headers on every response the gateway sends (pages, files, API answers, errors,
 * photos), set by helmet before any pipeline runs. Referrer-Policy stays at
 * strict-origin-when-cross-origin rather than no-referrer: with no-referrer a browser sends
 * `Origin: null` on same-site writes, which the cross-site guard would refuse. Resources may be
 * embedded by the same site only (the Vite dev server on another port included). HSTS only when
 * the site is served over https.
 */
export function securityHeaders(env: GatewayEnv) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env.SERVED_OVER_HTTPS
      ? { maxAge: 365 * 24 * 3600, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  });
}
