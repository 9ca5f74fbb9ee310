import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import type { LoginRedirectState } from '../../../lib/auth';
import styles from './auth-card.module.css';

/**
 * Where signing in or registering ends: the page a guard or a prompt sent the visitor from
 * (through the other screen or not), otherwise the home page.
 */
export function useAuthReturn() {
  const auth = useAuth();
  const navigate = useNavigate();
  const redirect = (useLocation().state ?? {}) as LoginRedirectState;
  const destination = redirect.from ?? '/';
  return {
    /** What the guard or prompt said, to show above the form. */
    message: redirect.message,
    destination,
    signedIn: auth.status === 'signedIn',
    go: () => navigate(destination, { replace: true }),
  };
}

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the form linking to the other screen, such as 'New here?'. */
  footer: { question: string; to: string; link: string };
}

/** The centred card that holds the sign-in and registration forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  // The other screen returns to the same page as this one would.
  const { state } = useLocation();
  return (
    <div className={styles.backdrop}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <span className={styles.mark} aria-hidden="true">
          ♨
        </span>
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        <p className={styles.footer}>
          {footer.question}{' '}
          <Link to={footer.to} state={state}>
            {footer.link}
          </Link>
        </p>
      </section>
    </div>
  );
}
