import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { stubApi, stubApiPending } from '../../../testing/fetch-stub';
import { renderRoutes, storedAuthStatus, TEST_USER } from '../../../testing/render';
import { REFERRAL_APPLIED } from '../components/referral-form';
import { RegisterPage } from './register-page';
import { SettingsPage } from './settings-page';

const routes = [
  { path: '/profile/settings', element: <SettingsPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const user = { ...TEST_USER, location: 'Boise, ID', bio: 'Soaking since 1999.' };

async function save(location: string) {
  const field = screen.getByLabelText('Location');
  await userEvent.clear(field);
  await userEvent.type(field, location);
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('SettingsPage', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { router } = await renderRoutes(routes, { path: '/profile/settings' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('prefills the form, saves location and bio, and updates the signed-in user', async () => {
    const saved = { ...user, location: 'Ketchum, ID' };
    const calls = handleApi(({ path }) =>
      path === '/api/users/profile' ? [200, saved] : undefined,
    );
    const { store } = await renderRoutes(routes, { path: '/profile/settings', auth: user });
    expect(screen.getByLabelText('Bio')).toHaveValue('Soaking since 1999.');
    expect(screen.getByLabelText('Location')).toHaveValue('Boise, ID');

    await save('  Ketchum, ID ');
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved successfully!');
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/users/profile',
      body: { location: 'Ketchum, ID', bio: 'Soaking since 1999.' },
    });
    expect(storedAuthStatus(store)).toEqual({ isLoggedIn: true, user: saved });
  });

  it("says 'Saving...' while the call runs", async () => {
    await renderRoutes(routes, { path: '/profile/settings', auth: user });
    stubApiPending();
    await save('Ketchum');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('asks to log in again after a 401', async () => {
    stubApi({ '/api/users/profile': [401, { error: 'Not signed in', code: 'unauthenticated' }] });
    await renderRoutes(routes, { path: '/profile/settings', auth: user });
    await save('Ketchum');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication error. Please log in again.',
    );
  });

  it("says 'Failed to save settings', with the reason for a refused value", async () => {
    stubApi({
      '/api/users/profile': [
        400,
        { error: 'location must be at most 100 characters', code: 'validation_failed' },
      ],
    });
    await renderRoutes(routes, { path: '/profile/settings', auth: user });
    await save('Ketchum');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save settings');
    expect(alert).toHaveTextContent('location must be at most 100 characters');
  });

  it("says only 'Failed to save settings' when the server fails", async () => {
    stubApi({ '/api/users/profile': [500, { error: 'Internal error', code: 'internal_error' }] });
    await renderRoutes(routes, { path: '/profile/settings', auth: user });
    await save('Ketchum');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save settings');
    expect(alert).not.toHaveTextContent('Internal error');
  });

  it("applies a referral code: the page shows premium from billing's answer, without a reload", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = handleApi(({ path }) => {
      if (path === '/api/users/apply-referral') {
        return answered.then(() => [200, { message: REFERRAL_APPLIED, is_premium: true }]);
      }
      // A status asked again would still say free: the page must not wait for it.
      if (path === '/api/auth/status') return [200, { isLoggedIn: true, user }];
      return undefined;
    });
    await renderRoutes(routes, { path: '/profile/settings', auth: user });
    await userEvent.type(screen.getByLabelText('Referral code'), ' hs-friend ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Code' }));
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('status')).toHaveTextContent(REFERRAL_APPLIED);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/users/apply-referral',
      body: { referralCode: 'hs-friend' },
    });
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(screen.getByText('Granted by a referral code')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/status')).toEqual([]);
  });

  it('shows premium right after a registration whose code made the member premium', async () => {
    const premium = { ...user, is_premium: true };
    stubApi({ '/api/auth/register': [201, { isLoggedIn: true, user: premium }] });
    const { router } = await renderRoutes(
      [{ path: '/register', element: <RegisterPage /> }, ...routes],
      { path: '/register' },
    );
    await userEvent.type(screen.getByLabelText('Username'), premium.username);
    await userEvent.type(screen.getByLabelText('Email'), premium.email);
    await userEvent.type(screen.getByLabelText('Password'), 'hot-water');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'hot-water');
    await userEvent.type(screen.getByLabelText(/Referral Code/), 'HS-FRIEND');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await act(() => router.navigate('/profile/settings'));
    const section = screen.getByRole('region', { name: 'Subscription' });
    expect(within(section).getByText('Premium')).toBeInTheDocument();
    expect(within(section).queryByText('Free')).not.toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Upgrade to Premium' }),
    ).not.toBeInTheDocument();
  });
});
