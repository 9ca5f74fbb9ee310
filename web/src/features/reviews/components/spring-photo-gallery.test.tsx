import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement } from '../../../testing/render';
import { aReview } from './review-fixtures.test-data';
import { SpringPhotoGallery } from './spring-photo-gallery';

describe('SpringPhotoGallery', () => {
  it('shows the first three review photos and opens one in the lightbox', async () => {
    const reviews = [1, 2, 3, 4, 5].map((id) =>
      aReview({
        id: String(id),
        username: `soaker ${id}`,
        image_url: id === 2 ? null : `/uploads/reviews/${id}.jpg`,
      }),
    );
    handleApi(({ path }) => (path === '/api/springs/12/reviews' ? [200, reviews] : undefined));
    await renderElement(<SpringPhotoGallery springId={12} />);

    const photos = await screen.findAllByRole('button', { name: /^Open photo by/ });
    expect(photos.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Open photo by soaker 1',
      'Open photo by soaker 3',
      'Open photo by soaker 4',
    ]);
    await userEvent.click(photos[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Photo by soaker 3' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/reviews/3.jpg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when no review has a photo', async () => {
    const calls = handleApi(({ path }) =>
      path === '/api/springs/12/reviews' ? [200, [aReview()]] : undefined,
    );
    const { container } = await renderElement(<SpringPhotoGallery springId={12} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
