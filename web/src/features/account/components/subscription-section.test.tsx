import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '../../../components/toast';
import { leaveSiteFor } from '../../../lib/billing';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { SubscriptionSection } from './subscription-section';

vi.mock('../../../lib/billing/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const premium = { ...TEST_USER, is_premium: true, subscription_status: 'active' };
const view = (user = TEST_USER) => (
  <>
    <SubscriptionSection user={user} />
    <Toast />
  </>
);
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

afterEach(() => vi.mocked(leaveSiteFor).mockClear());

describe('SubscriptionSection', () => {
  it('offers a member who is not premium the checkout, the portal and the referral form', async () => {
    await renderElement(view(), { auth: TEST_USER });
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('No subscription')).toBeInTheDocument();
    expect(screen.getByText(/\$9\.99 per month/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(screen.getByLabelText('Referral code')).toBeInTheDocument();
  });

  it('shows a premium member their standing, with no checkout and no referral form', async () => {
    await renderElement(view(premium), { auth: premium });
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Subscription: Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
    const referred = { ...TEST_USER, is_premium: true };
    await renderElement(view(referred), { auth: referred });
    expect(screen.getByText('Granted by a referral code')).toBeInTheDocument();
  });

  describe('Manage Subscription', () => {
    it("reads 'Opening...' and is disabled while working, then leaves for the portal", async () => {
      let answer: (value: [number, unknown]) => void = () => undefined;
      const calls = handleApi(({ path }) =>
        path === '/api/stripe/create-portal-session'
          ? new Promise((resolve) => (answer = resolve))
          : undefined,
      );
      await renderElement(view(), { auth: TEST_USER });
      await click('Manage Subscription');
      expect(screen.getByRole('button', { name: 'Opening...' })).toBeDisabled();
      answer([200, { url: 'https://billing.stripe.test/p/session/1' }]);
      await waitFor(() =>
        expect(leaveSiteFor).toHaveBeenCalledWith('https://billing.stripe.test/p/session/1'),
      );
      expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/stripe/create-portal-session' });
    });

    it("shows the server's error in an error toast and clears the busy flag", async () => {
      handleApi(() => [
        503,
        { error: 'Payments are not configured.', code: 'service_unavailable' },
      ]);
      const { store } = await renderElement(view(), { auth: TEST_USER });
      await click('Manage Subscription');
      expect(await screen.findByText('Error: Payments are not configured.')).toBeInTheDocument();
      expect(store.getState().toast.type).toBe('error');
      expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
      // Beside the button too, where Settings shows its errors.
      const inline = screen.getAllByRole('alert').find((a) => !a.hasAttribute('data-toast-type'));
      expect(inline).toHaveTextContent('Payments are not configured.');
    });

    it("says 'Could not open subscription management.' when the server gives no reason", async () => {
      handleApi(() => [502, {}]);
      await renderElement(view(), { auth: TEST_USER });
      await click('Manage Subscription');
      expect(
        await screen.findByText('Error: Could not open subscription management.'),
      ).toBeInTheDocument();
    });
  });

  describe('checkout', () => {
    it('leaves for the payment provider with the session it was given', async () => {
      handleApi(({ path }) =>
        path === '/api/stripe/create-checkout-session'
          ? [200, { sessionId: 'cs_1', url: 'https://checkout.stripe.test/c/pay/cs_1' }]
          : undefined,
      );
      await renderElement(view(), { auth: TEST_USER });
      await click('Upgrade to Premium');
      await waitFor(() =>
        expect(leaveSiteFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'),
      );
    });

    it("says 'Could not initiate checkout.' with the server's reason", async () => {
      handleApi(() => [
        503,
        { error: 'Payments are not configured.', code: 'service_unavailable' },
      ]);
      await renderElement(view(), { auth: TEST_USER });
      await click('Upgrade to Premium');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Could not initiate checkout.');
      expect(alert).toHaveTextContent('Payments are not configured.');
      expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
      expect(leaveSiteFor).not.toHaveBeenCalled();
    });
  });

  describe('referral code', () => {
    it('refuses a blank code without asking the server', async () => {
      const calls = handleApi(() => undefined);
      await renderElement(view(), { auth: TEST_USER });
      await userEvent.type(screen.getByLabelText('Referral code'), '   ');
      await click('Apply Code');
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a referral code.');
      expect(calls).toEqual([]);
    });

    it("says 'Failed to apply referral code.' with the server's reason", async () => {
      handleApi(() => [404, { error: 'That referral code does not exist.', code: 'not_found' }]);
      await renderElement(view(), { auth: TEST_USER });
      await userEvent.type(screen.getByLabelText('Referral code'), 'NOPE');
      await click('Apply Code');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to apply referral code.');
      expect(alert).toHaveTextContent('That referral code does not exist.');
    });
  });
});
