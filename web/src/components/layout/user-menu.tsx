import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CurrentUserJson } from '@hotsprings/contracts';
import { useLogoutMutation } from '../../lib/auth';
import { useManageSubscription } from '../../lib/billing';
import { Avatar } from '../avatar';
import styles from './user-menu.module.css';

/** The pointer may cross the gap between avatar and menu; closing waits this long. */
export const MENU_CLOSE_DELAY_MS = 150;

/** The signed-in user's avatar with its hover menu. */
export function UserMenu({ user }: { user: CurrentUserJson }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [logout] = useLogoutMutation();
  const subscription = useManageSubscription();
  const navigate = useNavigate();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };

  const signOut = async () => {
    setOpen(false);
    // The user is cleared whatever the call's result.
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate('/login');
  };

  return (
    <div className={styles.wrapper} onMouseEnter={show} onMouseLeave={hideSoon}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${user.username}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.username} />
      </button>
      {open && (
        <div className={styles.menu} role="menu">
          <div className={styles.identity}>
            <strong title={user.username}>{user.username}</strong>
            <span title={user.email}>{user.email}</span>
          </div>
          <Link
            role="menuitem"
            className={styles.item}
            to={`/profile/${encodeURIComponent(user.username)}`}
            onClick={() => setOpen(false)}
          >
            Profile
          </Link>
          <Link
            role="menuitem"
            className={styles.item}
            to="/profile/settings"
            onClick={() => setOpen(false)}
          >
            Settings
          </Link>
          {/* The menu stays open while the portal opens, so 'Opening...' can be seen. */}
          <button
            role="menuitem"
            type="button"
            className={styles.item}
            onClick={subscription.open}
            disabled={subscription.isOpening}
          >
            {subscription.isOpening ? 'Opening...' : 'Manage Subscription'}
          </button>
          <button
            role="menuitem"
            type="button"
            className={`${styles.item} ${styles.logout}`}
            onClick={signOut}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
