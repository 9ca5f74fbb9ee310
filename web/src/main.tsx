import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { App } from './app/app';
import { refreshForMember } from './app/member-refresh';
import { createAppRouter, routes } from './app/router';
import { readServerState } from './app/server-state';
import { createStore } from './app/store';
import './styles/global.css';

/**
 * Loads the code of the page at the address before the first render: the router starts on the
 * page, not on an empty screen, and hydration finds the page the server rendered.
 */
async function loadPageCode() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter(({ route }) => route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const page = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, page, { lazy: undefined });
    }),
  );
}

/**
 * Marks the document once the app's first render is committed (`<html data-app-ready>`): from then
 * on the page's controls are the app's, not the server's inert copy. Browser tests wait for it.
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const root = document.getElementById('root')!;
const serverState = readServerState();
const store = createStore(serverState);
const hydrationState = serverState && store.getState();
const app = () => (
  <App store={store} serverState={hydrationState}>
    <RouterProvider router={createAppRouter()} />
    <MarkAppReady />
  </App>
);

loadPageCode().then(() => {
  // The server rendered the page: the app takes over its HTML rather than drawing it again.
  if (serverState && root.hasChildNodes()) {
    hydrateRoot(root, app());
    void refreshForMember(store);
  } else {
    createRoot(root).render(app());
  }
});
