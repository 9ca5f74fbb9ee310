import { screen, within } from '@testing-library/react';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement } from '../../../testing/render';
import { aPost } from './community-fixtures.test-data';
import { SpringPosts } from './spring-posts';

describe('SpringPosts', () => {
  it("lists the spring's latest posts and links to start another about it", async () => {
    handleApi(({ path }) =>
      path === '/api/community/posts?sort=new&page=1&limit=5&spring_id=12'
        ? [200, { posts: [aPost({ spring_id: 12 })], next_cursor: null }]
        : undefined,
    );
    await renderElement(<SpringPosts springId={12} />);
    const panel = screen.getByRole('region', { name: 'Community Posts' });
    expect(
      await within(panel).findByRole('link', { name: 'Best soak near Boise?' }),
    ).toHaveAttribute('href', '/community/posts/5');
    expect(panel).toHaveTextContent('3 hours ago by hot tub · 2 Comments');
    expect(within(panel).getByRole('link', { name: 'Start a discussion' })).toHaveAttribute(
      'href',
      '/community?spring=12',
    );
  });

  it('says when no one has posted about the spring', async () => {
    handleApi(() => [200, { posts: [], next_cursor: null }]);
    await renderElement(<SpringPosts springId={12} />);
    expect(await screen.findByText('No one has posted about this spring yet.')).toBeInTheDocument();
  });
});
