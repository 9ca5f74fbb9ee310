import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, stubApiPending } from '../../../testing/fetch-stub';
import { handleApi } from '../../../testing/fetch-handler';
import { renderRoutes, storedAuthStatus, TEST_USER } from '../../../testing/render';
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
    const calls = handleApi(({ path }) =>
      path === '/api/auth/login' ? [200, { user: TEST_USER }] : undefined,
    );
    const { router, store } = await renderRoutes(routes, { path: '/login' });
    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'river rat', password: 'hot-water' },
    });
    expect(storedAuthStatus(store)).toEqual({ isLoggedIn: true, user: TEST_USER });
  });

  it("reads 'Signing in...' and is disabled while the call runs", async () => {
    await renderRoutes(routes, { path: '/login' });
    stubApiPending();
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

  it('links to registration', async () => {
    await renderRoutes(routes, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
