import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { leaveSiteFor } from '../../lib/billing';
import { handleApi } from '../../testing/fetch-handler';
import { stubApi, stubApiOffline } from '../../testing/fetch-stub';
import { renderElement, TEST_USER } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { MENU_CLOSE_DELAY_MS, UserMenu } from './user-menu';

vi.mock('../../lib/billing/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const trigger = () => screen.getByRole('button', { name: /account menu/i });
const wrapper = () => trigger().parentElement!;
const mouse = { pointerType: 'mouse' };

describe('UserMenu', () => {
  afterEach(() => vi.useRealTimers());

  it('opens on a mouse hover and closes 150 ms after the pointer leaves, unless it comes back', async () => {
    vi.useFakeTimers();
    await renderElement(<UserMenu user={TEST_USER} />);

    fireEvent.pointerEnter(wrapper(), mouse);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerLeave(wrapper(), mouse);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 10));
    fireEvent.pointerEnter(wrapper(), mouse);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.pointerLeave(wrapper(), mouse);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the hovered avatar is clicked, even after the pointer leaves', async () => {
    vi.useFakeTimers();
    await renderElement(<UserMenu user={TEST_USER} />);

    fireEvent.pointerEnter(wrapper(), mouse);
    fireEvent.click(trigger(), { detail: 1 });
    fireEvent.pointerLeave(wrapper(), mouse);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.click(trigger(), { detail: 1 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first tap: a touch does not count as a hover', async () => {
    await renderElement(<UserMenu user={TEST_USER} />);
    fireEvent.pointerEnter(wrapper(), { pointerType: 'touch' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(trigger(), { detail: 1 });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on a press outside, but not on a press inside', async () => {
    await renderElement(
      <>
        <UserMenu user={TEST_USER} />
        <p>elsewhere</p>
      </>,
    );
    fireEvent.click(trigger(), { detail: 1 });
    fireEvent.pointerDown(screen.getByText('river@example.com'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard onto its first item, moves with the arrows, and Escape returns to the avatar', async () => {
    await renderElement(<UserMenu user={TEST_USER} />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });
});

describe('Logout', () => {
  it('signs out and goes to /login', async () => {
    const fetchStub = stubApi({ '/api/auth/logout': [204, null] });
    const { router } = await renderElement(<UserMenu user={TEST_USER} />, { auth: TEST_USER });
    fireEvent.click(trigger(), { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [request] = fetchStub.mock.calls[0]!;
    expect((request as Request).method).toBe('POST');
  });
});

describe('Manage Subscription', () => {
  afterEach(() => vi.mocked(leaveSiteFor).mockClear());

  const openMenu = () => fireEvent.click(trigger(), { detail: 1 });

  it("reads 'Opening...' and is disabled while working, then leaves for the portal", async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    handleApi(() => new Promise((resolve) => (answer = resolve)));
    await renderElement(<UserMenu user={TEST_USER} />, { auth: TEST_USER });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manage Subscription' }));
    expect(await screen.findByRole('menuitem', { name: 'Opening...' })).toBeDisabled();
    answer([200, { url: 'https://billing.stripe.test/p/session/2' }]);
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith('https://billing.stripe.test/p/session/2'),
    );
  });

  it("says 'Could not open subscription management.' when the server gives no reason", async () => {
    handleApi(() => [500, {}]);
    const { store } = await renderElement(<UserMenu user={TEST_USER} />, { auth: TEST_USER });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(store.getState().toast.message).toBe('Error: Could not open subscription management.'),
    );
  });

  it("shows 'Error: {message}' in an error toast and is ready again", async () => {
    handleApi(() => [404, { error: 'You have no subscription to manage yet.', code: 'not_found' }]);
    const { store } = await renderElement(<UserMenu user={TEST_USER} />, { auth: TEST_USER });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(store.getState().toast).toMatchObject({
        visible: true,
        type: 'error',
        message: 'Error: You have no subscription to manage yet.',
      }),
    );
    expect(screen.getByRole('menuitem', { name: 'Manage Subscription' })).toBeEnabled();
  });

  it("falls back to 'An unexpected error occurred.' when the call cannot be made", async () => {
    stubApiOffline();
    const { store } = await renderElement(<UserMenu user={TEST_USER} />, { auth: TEST_USER });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(store.getState().toast.message).toBe('Error: An unexpected error occurred.'),
    );
  });
});
