import { Link } from 'react-router-dom';
import type { AuthState } from '../../lib/auth';
import { useSignOut } from '../../lib/auth';
import styles from './navbar.module.css';

/**
 * The account's part of the phone's menu, where the avatar menu's choices are a tap away:
 * Profile, Settings and Log out for members; Sign In and Register for visitors.
 */
export function MobileAccountLinks({ auth }: { auth: AuthState }) {
  const { signOut, isSigningOut } = useSignOut();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') {
    return (
      <div className={styles.menuAccount}>
        <Link to="/login" className={styles.link}>
          Sign In
        </Link>
        <Link to="/register" className={styles.link}>
          Register
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.menuAccount}>
      <Link to={`/profile/${encodeURIComponent(auth.user.username)}`} className={styles.link}>
        Profile
      </Link>
      <Link to="/profile/settings" className={styles.link}>
        Settings
      </Link>
      <button
        type="button"
        className={`${styles.link} ${styles.menuButton}`}
        onClick={signOut}
        disabled={isSigningOut}
      >
        Log out
      </button>
    </div>
  );
}
