import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import type { LoginRedirectState } from '../../../lib/auth';
import { FormAlert } from './form-alert';
import styles from './auth-card.module.css';
import formStyles from './form.module.css';

/**
 * Where signing in or registering ends: the page a guard or a prompt sent the visitor from
 * (through the other screen or not), otherwise the home page.
 */
function useAuthReturn() {
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

interface AuthSending<Failure> {
  /** The form's own check before anything is sent: what is wrong, or null. */
  check?: () => string | null;
  send: () => Promise<{ error?: Failure }>;
  /** The failed call in words, shown above the form. */
  errorText: (error: Failure) => string;
}

/**
 * Sending the sign-in or registration form: its error (the form's own check, or the server's
 * answer in words), and on success the way back.
 */
export function useAuthForm<Failure>({ check, send, errorText }: AuthSending<Failure>) {
  const back = useAuthReturn();
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = check?.() ?? null;
    setError(problem);
    if (problem) return;
    const result = await send();
    if (result.error) setError(errorText(result.error));
    else back.go();
  };
  return { back, error, submit };
}

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The form's fields and its button. */
  children: ReactNode;
  /** The line under the form linking to the other screen, such as 'New here?'. */
  footer: { question: string; to: string; link: string };
  /** The form's sending and its error, from useAuthForm. */
  form: ReturnType<typeof useAuthForm>;
}

/**
 * The centred card of the sign-in and registration screens, with their form and its error (or,
 * until there is one, what the guard that sent the visitor said); a visitor who is signed in
 * already goes straight back.
 */
export function AuthCard({ title, subtitle, children, footer, form }: AuthCardProps) {
  // The other screen returns to the same page as this one would.
  const { state } = useLocation();
  if (form.back.signedIn) return <Navigate to={form.back.destination} replace />;
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
        <form className={formStyles.form} onSubmit={form.submit}>
          {form.error && <FormAlert tone="error">{form.error}</FormAlert>}
          {form.back.message && !form.error && (
            <FormAlert tone="info">{form.back.message}</FormAlert>
          )}
          {children}
        </form>
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
