import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUserJson } from '@hotsprings/contracts';
import { useSignOut } from '../../lib/auth';
import { useManageSubscription } from '../../lib/billing';
import { Avatar } from '../avatar';
import { useDismiss } from './use-dismiss';
import styles from './user-menu.module.css';

/** The pointer may cross the gap between avatar and menu; closing waits this long. */
export const MENU_CLOSE_DELAY_MS = 150;

/**
 * Closed; opened by a mouse hovering (closes when it leaves); or opened by a click, a tap or the
 * keyboard (stays open until a second click, an outside tap, Escape or a choice).
 */
type MenuState = 'closed' | 'hovered' | 'pinned';

/**
 * The signed-in user's avatar with its menu. Touch has no hover, and a tap also sends the mouse
 * events a hover would: only a real mouse opens the menu by hovering, and a click on a hovered
 * menu keeps it open instead of closing it.
 */
export function UserMenu({ user }: { user: CurrentUserJson }) {
  const [state, setState] = useState<MenuState>('closed');
  const open = state !== 'closed';
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { signOut } = useSignOut();
  const subscription = useManageSubscription();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useDismiss(open, wrapper, (by) => {
    // Escape from within the menu hands the focus back to the avatar.
    if (by === 'escape' && wrapper.current?.contains(document.activeElement)) {
      trigger.current?.focus();
    }
    setState('closed');
  });

  const items = () =>
    [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
      (item) => !(item as HTMLButtonElement).disabled,
    );
  const focusItem = (which: 'first' | 'last' | 1 | -1) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? all.length - 1
          : (at + which + all.length) % all.length;
    all[index]?.focus();
  };
  // The items exist only once the menu has rendered.
  const openAndFocus = (which: 'first' | 'last') => {
    setState('pinned');
    requestAnimationFrame(() => focusItem(which));
  };

  const pointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    setState((current) => (current === 'closed' ? 'hovered' : current));
  };
  const pointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(
      () => setState((current) => (current === 'hovered' ? 'closed' : current)),
      MENU_CLOSE_DELAY_MS,
    );
  };
  const click = (event: MouseEvent) => {
    clearTimeout(closeTimer.current);
    // A key press on a button arrives as a click with no mouse detail: open onto the first item.
    if (state !== 'pinned' && event.detail === 0) openAndFocus('first');
    else setState(state === 'pinned' ? 'closed' : 'pinned');
  };
  const triggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const menuKey = (event: KeyboardEvent) => {
    const moves: Record<string, 'first' | 'last' | 1 | -1> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusItem(move);
  };
  // Tabbing away from the menu closes it; focus lost to nothing (a press on the menu's text) not.
  const blur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.current?.contains(next)) setState('closed');
  };
  const close = () => setState('closed');

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      onPointerEnter={pointerEnter}
      onPointerLeave={pointerLeave}
      onBlur={blur}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        aria-label={`Account menu for ${user.username}`}
        onClick={click}
        onKeyDown={triggerKey}
      >
        <Avatar name={user.username} />
      </button>
      {open && (
        <div className={styles.menu}>
          <div className={styles.identity}>
            <strong title={user.username}>{user.username}</strong>
            <span title={user.email}>{user.email}</span>
          </div>
          <div
            id="account-menu"
            className={styles.items}
            role="menu"
            aria-label="Account"
            onKeyDown={menuKey}
          >
            <Link
              role="menuitem"
              className={styles.item}
              to={`/profile/${encodeURIComponent(user.username)}`}
              onClick={close}
            >
              Profile
            </Link>
            <Link role="menuitem" className={styles.item} to="/profile/settings" onClick={close}>
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
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
