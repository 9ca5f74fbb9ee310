import { screen, within } from '@testing-library/react';
import { renderElement, TEST_USER } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { HomePage } from './home-page';

const popular = [1, 2, 3, 4].map((id) => ({
  id,
  name: id === 2 ? undefined : `Spring ${id}`,
  state_code: 'ID',
  average_rating: id === 3 ? 0 : 4,
  popular_tags: id === 1 ? ['free', 'primitive', 'popular'] : [],
  review_count: 1,
}));

describe('HomePage', () => {
  it('shows the first 3 popular springs as cards', async () => {
    stubApi({ '/api/springs/popular': [200, popular], '/api/springs': [200, popular] });
    await renderElement(<HomePage />);

    expect(document.title).toBe('Hot Springs - Discover Natural Hot Springs');
    expect(screen.getByRole('link', { name: 'Explore Map' })).toHaveAttribute(
      'href',
      '/explore-map',
    );
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/popular');

    const section = screen.getByRole('region', { name: 'Popular Hot Springs' });
    const cards = await within(section).findAllByRole('link', { name: /Spring|Unnamed/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/springs/1',
      '/springs/2',
      '/springs/3',
    ]);
    expect(cards[0]).toHaveTextContent('4.0 / 5');
    expect(cards[0]).toHaveTextContent('freeprimitive');
    expect(cards[0]).not.toHaveTextContent('popular');
    expect(cards[1]).toHaveTextContent('Unnamed Spring');
    expect(cards[1]).toHaveTextContent('Info N/A');
    expect(cards[2]).toHaveTextContent('N/A');
  });

  it("invites signed-out visitors to 'Sign Up Free'", async () => {
    stubApi({ '/api/springs/popular': [200, []], '/api/springs': [200, []] });
    await renderElement(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Save Your Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/register');
  });

  it('does not invite signed-in users', async () => {
    stubApi({ '/api/springs/popular': [200, []], '/api/springs': [200, []] });
    await renderElement(<HomePage />, { auth: TEST_USER });
    expect(screen.queryByText('Save Your Favorites')).not.toBeInTheDocument();
  });
});
