import { existsSync, readFileSync } from 'node:fs';
import { logger } from './logger';
import type { VisitorRead } from './visitor-reads';
import { webAppManifest, webAppServerEntry } from './web-app-build';

/** The web app's server build (web/src/entry-server.tsx). */
interface ServerEntry {
  render(
    url: string,
    read: VisitorRead,
  ): Promise<{ html: string; stateScript: string; pageCode?: string } | undefined>;
}

/**
 * A page's server-rendered root content, the state script the browser hydrates with, and the
 * tags of the head that link the page's own styles and code.
 */
export interface RenderedPage {
  html: string;
  stateScript: string;
  headTags: string;
}

/** A chunk of the browser's build, as its manifest (dist/.vite/manifest.json) lists it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The whole render's wait: past it, the plain page is served. */
const RENDER_TIMEOUT_MS = 2000;

let entry: Promise<ServerEntry> | undefined;
let manifest: Record<string, ManifestChunk> | undefined;

/**
 * The chunks `roots` are made of: themselves and what they import, each after what it imports,
 * as the browser's loader applies their styles (a page's own rules override its parts').
 */
function chunksOf(chunks: Record<string, ManifestChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !chunks[key]) return;
    seen.add(key);
    for (const imported of chunks[key].imports ?? []) visit(imported);
    ordered.push(key);
  };
  roots.forEach(visit);
  return ordered;
}

/**
 * The stylesheet and module-preload links of a page's code and of the chunks it imports: its
 * styles apply before any script runs (and without scripts), and its code loads beside the main
 * code rather than after it. The main code's own are in index.html already.
 */
function pageAssetTags(pageCode: string | undefined): string {
  if (!pageCode) return '';
  const chunks = (manifest ??= JSON.parse(readFileSync(webAppManifest(), 'utf8')) as Record<
    string,
    ManifestChunk
  >);
  const entries = Object.keys(chunks).filter((key) => chunks[key]!.isEntry);
  const main = new Set(chunksOf(chunks, entries));
  return chunksOf(chunks, [pageCode])
    .filter((key) => !main.has(key))
    .flatMap((key) => [
      ...(chunks[key]!.css ?? []).map(
        (css) => `<link rel="stylesheet" crossorigin href="/${css}">`,
      ),
      `<link rel="modulepreload" crossorigin href="/${chunks[key]!.file}">`,
    ])
    .join('');
}

/** The server build, loaded once; undefined when the web app was built without it. */
function serverEntry(): Promise<ServerEntry> | undefined {
  const file = webAppServerEntry();
  if (!entry && existsSync(file)) entry = import(file) as Promise<ServerEntry>;
  return entry;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`not rendered within ${ms} ms`)), ms).unref();
  });
}

/**
 * The page at `url` (path and query) rendered by the web app's server build, as a signed-out
 * visitor's browser would first render it; undefined for a page the app renders in the browser
 * alone, and, logged, when the render fails or takes too long: the plain page is served then.
 */
export async function renderPage(
  url: string,
  read: VisitorRead,
): Promise<RenderedPage | undefined> {
  const loading = serverEntry();
  if (!loading) return undefined;
  try {
    const { render } = await loading;
    const page = await Promise.race([render(url, read), timeout(RENDER_TIMEOUT_MS)]);
    return page && { ...page, headTags: pageAssetTags(page.pageCode) };
  } catch (err) {
    // A build that failed to load is loaded again by the next page (a rebuild may mend it).
    entry = undefined;
    manifest = undefined;
    logger.error({ err, url }, 'page not rendered: the plain page is served');
    return undefined;
  }
}
