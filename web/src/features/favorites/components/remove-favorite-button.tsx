import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRemoveFavoriteMutation } from '../api/favorites.api';
import type { FavoriteEntryJson } from '@hotsprings/contracts';
import { displayName } from '../../springs';
import styles from './remove-favorite-button.module.css';

export function RemoveFavoriteButton({ entry }: { entry: FavoriteEntryJson }) {
  const [remove, { isLoading }] = useRemoveFavoriteMutation();
  const toast = useToast();
  const list = entry.category === 'visited' ? 'Visited' : 'Bucket List';
  return (
    <button
      type="button"
      className={styles.remove}
      disabled={isLoading}
      aria-label={`Remove ${displayName(entry.name)} from ${list}`}
      onClick={async () => {
        try {
          await remove({ springId: entry.id }).unwrap();
        } catch (err) {
          toast(
            `Could not update your favorites: ${errorMessage(err as never, 'Please try again.')}`,
            'error',
          );
        }
      }}
    >
      Remove
    </button>
  );
}
