import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../../testing/render';
import { NavSearch } from './nav-search';

describe('NavSearch', () => {
  it('goes to /search with the trimmed text and clears the box', async () => {
    const { router } = await renderElement(<NavSearch />);
    const box = screen.getByPlaceholderText('Search hot springs or location...');
    await userEvent.type(box, '  boiling river  ');
    await userEvent.click(screen.getByRole('button', { name: 'Find Springs' }));

    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('boiling river');
    expect(box).toHaveValue('');
  });

  it('does nothing for a blank search', async () => {
    const { router } = await renderElement(<NavSearch />, { path: '/faq' });
    const box = screen.getByPlaceholderText('Search hot springs or location...');
    await userEvent.type(box, '   {Enter}');

    expect(router.state.location.pathname).toBe('/faq');
    expect(box).toHaveValue('   ');
  });
});
