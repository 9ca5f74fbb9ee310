import { act, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
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
