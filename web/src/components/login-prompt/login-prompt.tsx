import { Link, useLocation } from 'react-router-dom';
import { loginRedirectState } from '../../lib/auth';
import styles from './login-prompt.module.css';

/**
 * What a visitor sees in place of a form: why it is not there, and a link to log in that brings
 * them back to this page afterwards.
 */
export function LoginPrompt({ message }: { message: string }) {
  const location = useLocation();
  return (
    <p className={styles.prompt}>
      {message}{' '}
      <Link to="/login" state={loginRedirectState(location)}>
        Log in
      </Link>
    </p>
  );
}
