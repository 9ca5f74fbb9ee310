import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button';
import styles from './premium-prompt.module.css';

interface PremiumPromptProps {
  /** A member is asked to upgrade; a visitor to sign up or log in first. */
  signedIn: boolean;
}

/**
 * Saved plans are for premium members: a member is told premium is required, with the
 * way to it; a visitor is asked to sign up or log in.
 */
export function PremiumPrompt({ signedIn }: PremiumPromptProps) {
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.title}>
        <span className={styles.badge} aria-hidden="true">
          ★
        </span>
        Premium required
      </p>
      {signedIn ? (
        <>
          <p>
            Saved trip plans are a Premium feature. Upgrade to Premium to save your plans and reopen
            them any time from My Plans.
          </p>
          <ButtonLink to="/profile/settings">Upgrade to Premium</ButtonLink>
        </>
      ) : (
        <p>
          <Link to="/register">Sign up</Link> or <Link to="/login">log in</Link> to save trip plans
          with Premium.
        </p>
      )}
    </div>
  );
}
