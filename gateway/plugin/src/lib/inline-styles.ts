import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayEnv } from '../config/gateway-env';

/** A page whose stylesheets travel in it, and the CSP hashes that let them apply. */
export interface StyledPage {
  html: string;
  /** `'sha256-…'` of each inlined style, for the page's style-src. */
  styleHashes: string[];
}

interface Stylesheet {
  css: string;
  hash: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
// url(…) other than data: and fragments would resolve against the page, not /assets/.
const RELATIVE_URL = /url\(\s*['"]?(?!data:|#)/;

// Built assets are named by their content, so a name read once holds for good.
const stylesheets = new Map<string, Stylesheet | null>();

/** The build's stylesheet at `href`; null when it cannot travel inline (or cannot be read). */
function stylesheet(href: string): Stylesheet | null {
  let sheet = stylesheets.get(href);
  if (sheet === undefined) {
    try {
      const css = readFileSync(join(gatewayEnv().WEB_DIST_DIR, href), 'utf8');
      sheet =
        RELATIVE_URL.test(css) || css.includes('</style')
          ? null
          : { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
    } catch {
      sheet = null;
    }
    stylesheets.set(href, sheet);
  }
  return sheet;
}

/**
 * The page with its stylesheets' rules in <style> elements where their links were, so that it
 * paints as its HTML arrives rather than after a round trip per stylesheet (on a phone's network,
 * behind the scripts loading beside them). Each link stays, disabled: a disabled stylesheet is not
 * fetched, and the app's loader, which fetches a lazy page's stylesheets unless a link names them,
 * finds them there. A stylesheet that cannot travel inline keeps its link as it was.
 */
export function inlineStyles(html: string): StyledPage {
  const styleHashes = new Set<string>();
  const inlined = html.replace(STYLESHEET_LINK, (link, href: string) => {
    const sheet = stylesheet(href);
    if (!sheet) return link;
    styleHashes.add(sheet.hash);
    return `<style>${sheet.css}</style>${link.replace('>', ' disabled>')}`;
  });
  return { html: inlined, styleHashes: [...styleHashes] };
}
