import { act } from '@testing-library/react';
import { renderElement } from '../../testing/render';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = await renderElement(<ScrollToTop />, { path: '/faq' });
    scrollTo.mockClear();

    await act(() => router.navigate('/faq?open=2'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/about-us'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
