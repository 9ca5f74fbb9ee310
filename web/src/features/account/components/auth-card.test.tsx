import { renderRoutes, TEST_USER } from '../../../testing/render';
import { LoginPage } from '../routes/login-page';
import { RegisterPage } from '../routes/register-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

describe('AuthCard', () => {
  it.each(['/login', '/register'])('sends a signed-in user from %s to /', async (path) => {
    const { router } = await renderRoutes(routes, { path, auth: TEST_USER });
    expect(router.state.location.pathname).toBe('/');
  });
});
