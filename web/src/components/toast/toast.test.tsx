import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../../testing/render';
import { showToast, TOAST_DURATION_MS } from './toast.slice';
import { Toast } from './toast';

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  it('hides itself after 5000 ms', async () => {
    vi.useFakeTimers();
    const { store } = await renderElement(<Toast />);
    act(() => void store.dispatch(showToast({ message: 'Saved!', type: 'success' })));
    expect(screen.getByText('Saved!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('closes with its button and styles info like success', async () => {
    const { store } = await renderElement(<Toast />);
    act(() => void store.dispatch(showToast({ message: 'Heads up', type: 'info' })));
    const box = screen.getByRole('status');
    const successBox = box.className;

    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();

    act(() => void store.dispatch(showToast({ message: 'Done', type: 'success' })));
    expect(screen.getByRole('status').className).toBe(successBox);
  });
});
