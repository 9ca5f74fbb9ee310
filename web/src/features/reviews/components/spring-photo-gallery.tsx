import { useState } from 'react';
import { formatShortDate } from '../../../lib/format-date';
import { useGetSpringReviewsQuery } from '../api/reviews.api';
import type { ReviewJson } from '@hotsprings/contracts';
import { Lightbox } from '../../../components/lightbox';
import { Panel } from '../../../components/panel';
import styles from './spring-photo-gallery.module.css';

/** How many review photos the gallery shows. */
export const GALLERY_PHOTOS = 3;

/** The first review photos of a spring; each opens in the lightbox. Nothing shows without photos. */
export function SpringPhotoGallery({ springId }: { springId: number }) {
  const { data: reviews = [] } = useGetSpringReviewsQuery(springId);
  const [open, setOpen] = useState<ReviewJson | null>(null);
  const photos = reviews.filter((r) => r.image_url).slice(0, GALLERY_PHOTOS);
  if (photos.length === 0) return null;

  return (
    <Panel title="Photos" headingId="gallery-heading">
      <ul className={styles.grid}>
        {photos.map((review) => (
          <li key={review.id}>
            <button
              type="button"
              onClick={() => setOpen(review)}
              aria-label={`Open photo by ${review.username}`}
            >
              <img src={review.image_url!} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Lightbox
          src={open.image_url!}
          alt={`Photo by ${open.username}`}
          caption={`Photo by ${open.username} on ${formatShortDate(open.created_at)}`}
          onClose={() => setOpen(null)}
        />
      )}
    </Panel>
  );
}
