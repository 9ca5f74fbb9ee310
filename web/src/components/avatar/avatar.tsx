import { initials } from './initials';
import styles from './avatar.module.css';

interface AvatarProps {
  name?: string | null;
  size?: 'small' | 'large';
}

/** A round avatar showing the initials of a name. */
export function Avatar({ name, size = 'small' }: AvatarProps) {
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** The grey circle shown while it is not yet known who is signed in. */
export function AvatarPlaceholder() {
  return (
    <span
      className={`${styles.avatar} ${styles.small} ${styles.placeholder}`}
      data-testid="avatar-placeholder"
      aria-label="Loading account"
      role="img"
    />
  );
}
