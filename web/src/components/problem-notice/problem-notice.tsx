import { ButtonLink } from '../button';
import styles from './problem-notice.module.css';

interface ProblemNoticeProps {
  /** The glyph in the red circle, for the eye only. */
  icon: string;
  /** What went wrong; announced as an alert. */
  message: string;
  /** What the reader can do about it. */
  hint: string;
  /** The way on from here. */
  link: { to: string; label: string };
}

/** What a page shows in place of what it could not load: a centred box with the problem. */
export function ProblemNotice({ icon, message, hint, link }: ProblemNoticeProps) {
  return (
    <div className={styles.page}>
      <div className={styles.box}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <p className={styles.message} role="alert">
          {message}
        </p>
        <p className={styles.hint}>{hint}</p>
        <ButtonLink to={link.to}>{link.label}</ButtonLink>
      </div>
    </div>
  );
}
