import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { stubApi, stubApiPending } from '../../../testing/fetch-stub';
import { renderRoutes, TEST_USER } from '../../../testing/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

interface Entries {
  password?: string;
  confirmation?: string;
  referralCode?: string;
}

async function fillIn({ password = 'hot-water', confirmation = password, referralCode }: Entries) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'river rat');
  await user.type(screen.getByLabelText('Email'), 'river@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  if (referralCode) await user.type(screen.getByLabelText(/Referral Code/), referralCode);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  it("says 'Passwords do not match.' without calling the server", async () => {
    const fetchStub = stubApi({});
    await renderRoutes(routes, { path: '/register' });
    await fillIn({ password: 'hot-water', confirmation: 'cold-water' });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('asks for at least 6 characters', async () => {
    const fetchStub = stubApi({});
    await renderRoutes(routes, { path: '/register' });
    await fillIn({ password: 'hot' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('registers with the referral code, signs the user in and goes to /', async () => {
    const calls = handleApi(() => [201, { user: TEST_USER }]);
    const { router } = await renderRoutes(routes, { path: '/register' });
    await fillIn({ referralCode: ' SOAK-2024 ' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]!.body).toEqual({
      username: 'river rat',
      email: 'river@example.com',
      password: 'hot-water',
      referralCode: 'SOAK-2024',
    });
  });

  it('returns to the page whose prompt sent the visitor to log in, then to register', async () => {
    stubApi({ '/api/auth/register': [201, { user: TEST_USER }] });
    const { router } = await renderRoutes(routes, { path: '/springs/5' });
    await act(() => router.navigate('/login', { state: { from: '/springs/5?tab=1#reviews' } }));
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await fillIn({});

    await waitFor(() => expect(router.state.location.pathname).toBe('/springs/5'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(router.state.location.hash).toBe('#reviews');
  });

  it('shows the message of the guard that sent the visitor, through the login page', async () => {
    const message = 'Please log in to use the planner.';
    const { router } = await renderRoutes(routes, { path: '/springs/5' });
    await act(() => router.navigate('/login', { state: { from: '/planner', message } }));
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('leaves out a blank referral code', async () => {
    const calls = handleApi(() => [201, { user: TEST_USER }]);
    await renderRoutes(routes, { path: '/register' });
    await fillIn({});
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('referralCode');
  });

  it("reads 'Registering...' and is disabled while the call runs", async () => {
    await renderRoutes(routes, { path: '/register' });
    stubApiPending();
    await fillIn({});
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  });

  it.each([
    [409, { error: 'That username is taken.' }, 'That username is taken.'],
    // Unlike login, registration does not read `message`.
    [400, { message: 'ignored' }, 'HTTP error! status: 400'],
  ])('shows the error of a %i answer', async (status, body, text) => {
    stubApi({ '/api/auth/register': [status, body] });
    await renderRoutes(routes, { path: '/register' });
    await fillIn({});
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('uses an email input and links to sign-in', async () => {
    await renderRoutes(routes, { path: '/register' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
