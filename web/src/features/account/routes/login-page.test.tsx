import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../testing/fetch-stub';
import { renderRoutes, TEST_USER } from '../../../testing/render';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'river rat');
  await user.type(screen.getByLabelText('Password'), 'hot-water');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('posts the credentials, signs the user in and goes to /', async () => {
    const fetchStub = stubApi({ '/api/auth/login': [200, { user: TEST_USER }] });
    const { router, store } = await renderRoutes(routes, { path: '/login' });
    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = fetchStub.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ username: 'river rat', password: 'hot-water' });
    expect(store.getState().api.queries['getAuthStatus(undefined)']?.data).toEqual({
      isLoggedIn: true,
      user: TEST_USER,
    });
  });

  it("reads 'Signing in...' and is disabled while the call runs", async () => {
    await renderRoutes(routes, { path: '/login' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await signIn();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it.each([
    [401, { error: 'Invalid username or password.' }, 'Invalid username or password.'],
    [401, { message: 'Account locked.' }, 'Account locked.'],
    [500, {}, 'HTTP error! status: 500'],
  ])('shows the error of a %i answer on the form', async (status, body, text) => {
    stubApi({ '/api/auth/login': [status, body] });
    await renderRoutes(routes, { path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to the generic text when no answer came', async () => {
    await renderRoutes(routes, { path: '/login' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });

  it('sends a signed-in user to /', async () => {
    const { router } = await renderRoutes(routes, { path: '/login', auth: TEST_USER });
    expect(router.state.location.pathname).toBe('/');
  });

  it('links to registration', async () => {
    await renderRoutes(routes, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
