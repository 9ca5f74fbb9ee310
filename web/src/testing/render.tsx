import { render, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createStore } from '../app/store';
import { authApi } from '../lib/auth';
import { stubApiPending } from './fetch-stub';
import type { AuthStatusJson, CurrentUserJson } from '@hotsprings/contracts';

export const TEST_USER: CurrentUserJson = {
  id: '7',
  username: 'river rat',
  email: 'river@example.com',
  bio: '',
  location: '',
  created_at: '2024-05-01T00:00:00.000Z',
  is_premium: false,
  subscription_status: 'inactive',
};

interface Options {
  path?: string;
  /** Who is signed in; 'loading' leaves the status call unanswered. */
  auth?: 'loading' | 'signedOut' | CurrentUserJson;
}

/** Renders routes in a fresh store and an in-memory router, with a known auth status. */
export async function renderRoutes(
  routes: RouteObject[],
  { path = '/', auth = 'signedOut' }: Options = {},
) {
  const store = createStore();
  const unanswered = auth === 'loading' ? stubApiPending() : null;
  if (auth !== 'loading') {
    const status: AuthStatusJson =
      auth === 'signedOut' ? { isLoggedIn: false, user: null } : { isLoggedIn: true, user: auth };
    await store.dispatch(authApi.util.upsertQueryData('getAuthStatus', undefined, status));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  // The status call must reach the stub before the test ends and the stub is removed.
  if (unanswered) await waitFor(() => expect(unanswered).toHaveBeenCalled());
  return { ...view, store, router };
}

/** Checks where each named link in `container` leads: `{ Profile: '/profile/river%20rat' }`. */
export function expectLinks(
  container: HTMLElement,
  hrefs: Record<string, string>,
  role: 'link' | 'menuitem' = 'link',
) {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(within(container).getByRole(role, { name })).toHaveAttribute('href', href);
  }
}

/** The auth status the store holds, as the app reads it. */
export function storedAuthStatus(store: ReturnType<typeof createStore>) {
  return authApi.endpoints.getAuthStatus.select()(store.getState()).data;
}

/** Renders one element at `path`, with a catch-all route that records where navigation went. */
export function renderElement(element: ReactElement, options: Options = {}) {
  return renderRoutes(
    [
      { path: options.path ?? '/', element },
      { path: '*', element },
    ],
    options,
  );
}
