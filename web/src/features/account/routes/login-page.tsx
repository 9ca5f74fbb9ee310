import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useAuth } from '../../../lib/auth';
import type { LoginRedirectState } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { loginErrorText } from '../api/account-errors';
import { useLoginMutation } from '../api/account.api';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import styles from '../components/form.module.css';

export function LoginPage() {
  useDocumentMeta(`Sign In - ${SITE_NAME}`);
  const auth = useAuth();
  const navigate = useNavigate();
  const redirect = (useLocation().state ?? {}) as LoginRedirectState;
  // A guard sends the visitor back to the page it stopped; otherwise sign-in ends on the home page.
  const destination = redirect.from ?? '/';
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (auth.status === 'signedIn') return <Navigate to={destination} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login({ username, password });
    if (result.error) setError(loginErrorText(result.error));
    else navigate(destination, { replace: true });
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to save springs, write reviews and plan trips."
      footer={
        <>
          New here?{' '}
          <Link to="/register" state={redirect}>
            Create an account
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit}>
        {redirect.message && !error && <FormAlert tone="info">{redirect.message}</FormAlert>}
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}
