import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../testing/fetch-stub';
import { renderElement, TEST_USER } from '../../testing/render';
import { MENU_CLOSE_DELAY_MS, UserMenu } from './user-menu';

describe('UserMenu', () => {
  afterEach(() => vi.useRealTimers());

  it('closes 150 ms after the pointer leaves, and stays open if it comes back', async () => {
    vi.useFakeTimers();
    await renderElement(<UserMenu user={TEST_USER} />);
    const wrapper = screen.getByRole('button', { name: /account menu/i }).parentElement!;

    fireEvent.mouseEnter(wrapper);
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 10));
    fireEvent.mouseEnter(wrapper);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Logout', () => {
  it('signs out and goes to /login', async () => {
    const fetchStub = stubApi({ '/api/auth/logout': [204, null] });
    const { router } = await renderElement(<UserMenu user={TEST_USER} />, { auth: TEST_USER });
    fireEvent.mouseEnter(screen.getByRole('button', { name: /account menu/i }).parentElement!);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [request] = fetchStub.mock.calls[0]!;
    expect((request as Request).method).toBe('POST');
  });
});
