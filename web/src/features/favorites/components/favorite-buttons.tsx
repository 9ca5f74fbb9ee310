import type { UserFavoriteJson } from '@hotsprings/contracts';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { loginRedirectState, useAuth } from '../../../lib/auth';
import { useRemoveFavoriteMutation, useSaveFavoriteMutation } from '../api/favorites.api';
import type { FavoriteCategory } from '../api/favorites.api';
import { useToast } from '../../../components/toast';
import styles from './favorite-buttons.module.css';

const STATE_TEXT: Record<string, string> = {
  bucketlist: 'On your Bucket List',
  visited: 'You have visited this spring',
};

/** Save the spring to the Bucket List or the Visited list, or remove it (signed-in users). */
export function FavoriteButtons({
  springId,
  favorite,
}: {
  springId: number;
  /** Null for visitors. */
  favorite: UserFavoriteJson | null;
}) {
  const auth = useAuth();
  const location = useLocation();
  const [save, saving] = useSaveFavoriteMutation();
  const [remove, removing] = useRemoveFavoriteMutation();
  const toast = useToast();
  const busy = saving.isLoading || removing.isLoading;

  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') {
    return (
      <p className={styles.login}>
        <Link to="/login" state={loginRedirectState(location)}>
          Log in
        </Link>{' '}
        to save this spring to your Bucket List or Visited list.
      </p>
    );
  }

  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (err) {
      toast(
        `Could not update your favorites: ${errorMessage(err as never, 'Please try again.')}`,
        'error',
      );
    }
  };
  const saveAs = (category: FavoriteCategory) => run(() => save({ springId, category }).unwrap());
  const current = favorite?.isFavorite ? favorite.category : undefined;
  // A member's spring always carries their favorite; none means the page still holds the answer
  // the server read for a visitor, and the member's read is under way. A change pressed now would
  // show, then be undone by that read, begun before it: the buttons wait for it.
  const waiting = busy || favorite === null;

  return (
    <div className={styles.box} role="group" aria-label="Save this spring">
      {current && (
        <p className={styles.state} role="status">
          <span aria-hidden="true">{current === 'visited' ? '✓' : '♥'}</span> {STATE_TEXT[current]}
        </p>
      )}
      <div className={styles.buttons}>
        {current !== 'bucketlist' && (
          <button
            type="button"
            className={styles.bucket}
            disabled={waiting}
            onClick={() => saveAs('Bucket List')}
          >
            <span aria-hidden="true">♥</span> Add to Bucket List
          </button>
        )}
        {current !== 'visited' && (
          <button
            type="button"
            className={styles.visited}
            disabled={waiting}
            onClick={() => saveAs('Visited')}
          >
            <span aria-hidden="true">✓</span> Mark as Visited
          </button>
        )}
        {current && (
          <button
            type="button"
            className={styles.remove}
            disabled={waiting}
            onClick={() => run(() => remove({ springId }).unwrap())}
          >
            Remove from {current === 'visited' ? 'Visited' : 'Bucket List'}
          </button>
        )}
      </div>
    </div>
  );
}
