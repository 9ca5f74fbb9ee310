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
