import { readFile } from 'node:fs/promises';
import type { PostJson, SpringJson, TripPreviewJson } from '@hotsprings/contracts';
import {
  APP_ROUTES,
  PUBLIC_PAGE_HEADS,
  SITE_NAME,
  metaDescription,
  notFoundTitle,
  postTitle,
  springDisplayName,
  springMetaDescription,
  springStructuredData,
  springTitle,
} from '@hotsprings/contracts';
import { inlineStyles, type StyledPage } from './inline-styles';
import { logger } from './logger';
import { compileRoutePattern } from './route-pattern';
import { renderPage, type RenderedPage } from './server-render';
import { siteOrigin } from './site-urls';
import { visitorReads, type VisitorRead } from './visitor-reads';
import { webAppIndex } from './web-app-build';

/**
 * The HTML of an app page as the server sends it: its status, what the head says before any
 * script runs, for crawlers and link previews, the page itself rendered in the root, and its
 * styles inline (with the hashes its Content-Security-Policy lets them apply by).
 */
export interface AppPage extends StyledPage {
  status: 200 | 404;
}

/** What a page's builder found: its head. */
interface BuiltHead {
  title: string;
  description: string;
  /** The canonical path (crawlers fold /faq/ and /faq?x into /faq); none for a shared link. */
  canonicalPath?: string;
  structuredData?: object;
}

/** Springs and posts have whole-number ids; anything else names nothing. */
const ID = /^\d{1,19}$/;
const TRIP_ID = /^[A-Za-z0-9_-]{22}$/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** JSON inside <script>: `<` escaped, so no `</script>` or `<!--` in the data can end it. */
const scriptJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

type Fetched<T> = { found: T } | { missing: true } | { unknown: true };

/** A read's answer for a head: missing on 404 (or 400/410: an id or link that names nothing). */
async function readJson<T>(read: VisitorRead, path: string): Promise<Fetched<T>> {
  const { status, body } = await read(path);
  if (status >= 200 && status < 300) return { found: body as T };
  if ([400, 404, 410].includes(status)) return { missing: true };
  return { unknown: true };
}

async function springHead(id: string, read: VisitorRead): Promise<Fetched<BuiltHead>> {
  if (!ID.test(id)) return { missing: true };
  const answer = await readJson<SpringJson>(read, `/api/springs/${id}`);
  if (!('found' in answer)) return answer;
  const spring = answer.found;
  const canonicalPath = `/springs/${id}`;
  return {
    found: {
      title: springTitle(spring),
      description:
        springMetaDescription(spring) || `${springDisplayName(spring.name)}, a natural hot spring.`,
      canonicalPath,
      structuredData: springStructuredData(spring, `${siteOrigin()}${canonicalPath}`),
    },
  };
}

async function postHead(id: string, read: VisitorRead): Promise<Fetched<BuiltHead>> {
  if (!ID.test(id)) return { missing: true };
  const answer = await readJson<PostJson>(read, `/api/community/posts/${id}`);
  if (!('found' in answer)) return answer;
  return {
    found: {
      title: postTitle(answer.found.title),
      description: metaDescription(answer.found.content ?? ''),
      canonicalPath: `/community/posts/${id}`,
    },
  };
}

async function tripHead(id: string, read: VisitorRead): Promise<Fetched<BuiltHead>> {
  // A trip the planner does not share (or an id of another shape) is the app's own business:
  // its page says so, with the site's head.
  if (!TRIP_ID.test(id)) return { unknown: true };
  const answer = await readJson<TripPreviewJson>(read, `/api/planner/trips/${id}/preview`);
  if (!('found' in answer)) return { unknown: true };
  return {
    found: {
      title: `${answer.found.title} - ${SITE_NAME} road trip`,
      description: answer.found.description,
    },
  };
}

/** The pages whose head is built from data, by the route pattern of the app's router. */
const DATA_PAGES: Record<string, (id: string, read: VisitorRead) => Promise<Fetched<BuiltHead>>> = {
  '/springs/:id': springHead,
  '/community/posts/:postId': postHead,
  '/trips/:tripId': tripHead,
};

const ROUTES = APP_ROUTES.map((pattern) => ({ pattern, matches: compileRoutePattern(pattern) }));

/** The app's route that takes `path`, if any. */
const routeOf = (path: string) => ROUTES.find(({ matches }) => matches(path))?.pattern;

/** The head of the page at `path`: 404 when no page is there, undefined for the site's own. */
async function headOf(path: string, read: VisitorRead): Promise<Fetched<BuiltHead>> {
  const route = routeOf(path);
  if (!route) return { missing: true };
  const build = DATA_PAGES[route];
  if (build) return build(path.split('/').filter(Boolean).pop()!, read);
  const fixed = (PUBLIC_PAGE_HEADS as Record<string, BuiltHead>)[route];
  return fixed ? { found: { ...fixed, canonicalPath: route } } : { unknown: true };
}

function withTitle(index: string, title: string): string {
  return index.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

function withHead(index: string, head: BuiltHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = head.canonicalPath && escapeHtml(`${siteOrigin()}${head.canonicalPath}`);
  const tags = [
    url && `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url && `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    head.structuredData &&
      `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`,
  ].filter(Boolean);
  return withTitle(index, head.title)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, lead: string) => `${lead}${description}"`,
    )
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The server's rendering of the page in the root, with the state the app hydrates it with, and
 * the links of the page's styles and code in the head.
 */
function withContent(html: string, page: RenderedPage | undefined): string {
  if (!page) return html;
  return html
    .replace('</head>', () => `  ${page.headTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`);
}

/**
 * The app's page at `path` (`url` with its query) as the server sends it: index.html with the
 * page's own title, description, canonical URL, Open Graph and Twitter tags (a spring's also with
 * its JSON-LD), and in the root the page as the app renders it for a signed-out visitor
 * (server-render.ts), which the app then hydrates, with its styles inline (inline-styles.ts);
 * 404 for a path that is no page of the app, and for a spring or post that does not exist (the
 * app's not-found page). A service that does not
 * answer in time costs the page its head (200, the site's own), a render that fails or takes too
 * long its content: the app renders it in the browser then.
 */
export async function appPage(path: string, url: string): Promise<AppPage> {
  const read = visitorReads();
  const [index, head, page] = await Promise.all([
    readFile(webAppIndex(), 'utf8'),
    safeHeadOf(path, read),
    renderPage(url, read),
  ]);
  // A 404 is titled as the app titles it, so the title does not change when the app takes over.
  if ('missing' in head) {
    const html = withContent(withTitle(index, notFoundTitle(routeOf(path))), page);
    return { status: 404, ...inlineStyles(html) };
  }
  const html = 'found' in head ? withHead(index, head.found) : index;
  return { status: 200, ...inlineStyles(withContent(html, page)) };
}

/** An answer of an unexpected shape costs the page its head, never the page. */
async function safeHeadOf(path: string, read: VisitorRead): Promise<Fetched<BuiltHead>> {
  try {
    return await headOf(path, read);
  } catch (err) {
    logger.error({ err, path }, 'page head not built: the plain page is served');
    return { unknown: true };
  }
}
