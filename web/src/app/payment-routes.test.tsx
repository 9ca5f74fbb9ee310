import { screen, waitFor } from '@testing-library/react';
import { handleApi } from '../testing/fetch-handler';
import { renderRoutes, TEST_USER } from '../testing/render';
import { routes } from './router';

describe('payment pages', () => {
  it('/payment/cancel goes back to /profile/settings', async () => {
    handleApi(() => undefined);
    const { router } = await renderRoutes(routes, { path: '/payment/cancel', auth: TEST_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/settings'));
  });

  it('/payment/success thanks the member and shows premium once the payment has landed', async () => {
    let statusAsked = 0;
    handleApi(({ path }) => {
      if (path !== '/api/auth/status') return undefined;
      statusAsked += 1;
      // The payment provider's webhook reaches billing a moment after the member comes back.
      const user = { ...TEST_USER, is_premium: statusAsked > 1, subscription_status: 'active' };
      return [200, { isLoggedIn: true, user }];
    });
    const { store } = await renderRoutes(routes, {
      path: '/payment/success?session_id=cs_test_1',
      auth: TEST_USER,
    });
    // The page loads when first shown.
    expect(
      await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
    expect(store.getState().toast).toMatchObject({
      visible: true,
      type: 'success',
      message: 'Payment successful! Your subscription is being activated.',
    });
    expect(screen.getByText(/this page shows it as soon as it is/)).toBeInTheDocument();
    expect(
      await screen.findByText('Your premium membership is active. Enjoy!', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The status is asked every 2 s until then.
  }, 25_000);
});
