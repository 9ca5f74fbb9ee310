import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/router';
import { SERVER_PAGES } from './app/server-pages';
import { pageState, serverStateScript } from './app/server-state';
import { createServerStore } from './app/store';
import { api } from './lib/api';
import type { ServerRead } from './lib/api';

/**
 * A page as the server renders it: the root's HTML, the state the browser hydrates with, and the
 * module of the page's code (its key in the build's manifest), if not in the main code.
 */
export interface RenderedPage {
  html: string;
  stateScript: string;
  pageCode?: string;
}

// One handler for every request: it loads each page's code once.
const handler = createStaticHandler(routes);

/**
 * The whole page, once all its code is loaded (a lazy part too, such as the markdown parser). An
 * error anywhere fails the render, where React would otherwise leave that part to the browser.
 */
async function renderToHtml(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
    // Every part in place in the HTML: a large one is otherwise sent after it with an inline
    // script to move it in, which the site's Content-Security-Policy does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw errors[0];
  return new Response(prelude).text();
}

/**
 * The page at `url` (path and query) rendered to HTML, with the API answers its first render
 * read (through `serverRead`), as a signed-out visitor sees it; undefined for a page the server
 * leaves to the browser (a signed-in visitor's own pages).
 */
export async function render(
  url: string,
  serverRead: ServerRead,
): Promise<RenderedPage | undefined> {
  const address = new URL(url, 'http://localhost');
  const match = matchRoutes(routes, address.pathname)?.at(-1);
  const page = match?.route.path && SERVER_PAGES[match.route.path];
  if (!match || !page) return undefined;

  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const store = createServerStore({ serverRead });
  await Promise.all(page.reads(store.dispatch, match.params, address.searchParams));

  const html = await renderToHtml(
    <App store={store}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </App>,
  );
  const { queries, provided } = store.getState()[api.reducerPath];
  return {
    html,
    stateScript: serverStateScript(pageState(queries, provided)),
    pageCode: page.code,
  };
}
