import type { UserFavoriteJson } from '@hotsprings/contracts';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { loginRedirectState, useAuth } from '../../../lib/auth';
import { useRemoveFavoriteMutation, useSaveFavoriteMutation } from '../api/favorites.api';
import type { FavoriteCategory } from '../api/favorites.api';
import { useToast } from '../../../components/toast';
import styles from './favorite-buttons.module.css';

/** The two lists a spring can be saved to, in the buttons' order, by how the service stores each. */
const LISTS = [
  {
    stored: 'bucketlist',
    category: 'Bucket List',
    mark: '♥',
    add: 'Add to Bucket List',
    status: 'On your Bucket List',
    className: styles.bucket,
  },
  {
    stored: 'visited',
    category: 'Visited',
    mark: '✓',
    add: 'Mark as Visited',
    status: 'You have visited this spring',
    className: styles.visited,
  },
] as const;

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
  const current = favorite?.isFavorite
    ? LISTS.find((list) => list.stored === favorite.category)
    : undefined;
  // A member's spring always carries their favorite; none means the page still holds the answer
  // the server read for a visitor, and the member's read is under way. A change pressed now would
  // show, then be undone by that read, begun before it: the buttons wait for it.
  const waiting = busy || favorite === null;

  return (
    <div className={styles.box} role="group" aria-label="Save this spring">
      {current && (
        <p className={styles.state} role="status">
          <span aria-hidden="true">{current.mark}</span> {current.status}
        </p>
      )}
      <div className={styles.buttons}>
        {LISTS.filter((list) => list !== current).map((list) => (
          <button
            key={list.stored}
            type="button"
            className={list.className}
            disabled={waiting}
            onClick={() => saveAs(list.category)}
          >
            <span aria-hidden="true">{list.mark}</span> {list.add}
          </button>
        ))}
        {current && (
          <button
            type="button"
            className={styles.remove}
            disabled={waiting}
            onClick={() => run(() => remove({ springId }).unwrap())}
          >
            Remove from {current.category}
          </button>
        )}
      </div>
    </div>
  );
}
