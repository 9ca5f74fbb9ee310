import { readFile } from 'node:fs/promises';
import type { TripPreviewJson } from '@hotsprings/contracts';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from './logger';
import { webAppIndex } from './web-app-build';

/** A published trip's page: /trips/ and its id (22 characters of base64url). */
const TRIP_PAGE = /^\/trips\/([A-Za-z0-9_-]{22})\/?$/;
/** A link preview is worth waiting for briefly; the page itself is served either way. */
const PREVIEW_TIMEOUT_MS = 1500;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

async function tripPreview(id: string): Promise<TripPreviewJson | undefined> {
  const url = `${gatewayEnv().PLANNER_URL}/api/planner/trips/${id}/preview`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS) });
    // A trip that is unknown or no longer shared gets the site's own head.
    if (!res.ok) return undefined;
    return (await res.json()) as TripPreviewJson;
  } catch (err) {
    logger.warn(
      { err: String(err), id },
      'trip preview not found in time: the plain page is served',
    );
    return undefined;
  }
}

/**
 * The head of a published trip's page for link unfurls (Open Graph, Twitter): its own title and
 * description, escaped, in place of the site's. Written here because the crawlers that unfurl
 * links read the HTML and run no script.
 */
function withTripHead(index: string, { title, description }: TripPreviewJson): string {
  const t = escapeHtml(`${title} - Hot Springs road trip`);
  const d = escapeHtml(description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Hot Springs" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
  ].join('\n    ');
  return index
    .replace(/<title>[^<]*<\/title>/, () => `<title>${t}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_, lead: string) => `${lead}${d}"`)
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/**
 * index.html for `path` when it is a published trip's page, with the trip's head; undefined for
 * every other path (served as the file it is) and when the trip has no preview.
 */
export async function tripPageHtml(path: string): Promise<string | undefined> {
  const id = TRIP_PAGE.exec(path)?.[1];
  if (!id) return undefined;
  const preview = await tripPreview(id);
  if (!preview) return undefined;
  return withTripHead(await readFile(webAppIndex(), 'utf8'), preview);
}
