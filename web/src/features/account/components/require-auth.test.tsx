import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../testing/fetch-stub';
import { renderRoutes, TEST_USER } from '../../../testing/render';
import { LoginPage } from '../routes/login-page';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/planner',
    element: (
      <RequireAuth message="Please log in to use the planner.">
        <p>planner</p>
      </RequireAuth>
    ),
  },
  { element: <RequireAuth />, children: [{ path: '/favorites', element: <p>favorites</p> }] },
];

describe('RequireAuth', () => {
  it("sends a signed-out visitor to /login with the page's message", async () => {
    const { router } = await renderRoutes(routes, { path: '/planner?start=Boise' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      message: 'Please log in to use the planner.',
      from: '/planner?start=Boise',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Please log in to use the planner.');
    expect(screen.queryByText('planner')).not.toBeInTheDocument();
  });

  it('returns to the guarded page after signing in', async () => {
    stubApi({ '/api/auth/login': [200, { user: TEST_USER }] });
    const { router } = await renderRoutes(routes, { path: '/planner?start=Boise' });
    await userEvent.type(screen.getByLabelText('Username'), 'river rat');
    await userEvent.type(screen.getByLabelText('Password'), 'hot-water');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(router.state.location.search).toBe('?start=Boise');
    expect(screen.getByText('planner')).toBeInTheDocument();
  });

  it('guards child routes too, without a message', async () => {
    const { router } = await renderRoutes(routes, { path: '/favorites' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits while it is not known who is signed in', async () => {
    const { router } = await renderRoutes(routes, { path: '/planner', auth: 'loading' });
    expect(router.state.location.pathname).toBe('/planner');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    expect(screen.queryByText('planner')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    await renderRoutes(routes, { path: '/favorites', auth: TEST_USER });
    expect(screen.getByText('favorites')).toBeInTheDocument();
  });
});
