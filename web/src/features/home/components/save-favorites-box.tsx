import { Link } from 'react-router-dom';
import styles from './home-sections.module.css';

/** The sign-up invitation beside the map, for visitors who are not signed in. */
export function SaveFavoritesBox() {
  return (
    <aside className={styles.favorites}>
      <span className={styles.heart} aria-hidden="true">
        ♥
      </span>
      <div>
        <h3>Save Your Favorites</h3>
        <p>
          Create a free account to keep a Bucket List of springs to visit, mark the ones you have
          soaked in, write reviews and plan road trips between them.
        </p>
      </div>
      <Link to="/register" className={styles.signUp}>
        Sign Up Free
      </Link>
    </aside>
  );
}
