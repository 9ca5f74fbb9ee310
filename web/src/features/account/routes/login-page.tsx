import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { loginErrorText } from '../api/account-errors';
import { useLoginMutation } from '../api/account.api';
import { AuthCard, useAuthReturn } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField, SubmitButton, useFields } from '../components/form-field';
import styles from '../components/form.module.css';

export function LoginPage() {
  useDocumentMeta(`Sign In - ${SITE_NAME}`);
  const back = useAuthReturn();
  const [login, { isLoading }] = useLoginMutation();
  const { values, field } = useFields({ username: '', password: '' });
  const [error, setError] = useState<string | null>(null);

  if (back.signedIn) return <Navigate to={back.destination} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login(values);
    if (result.error) setError(loginErrorText(result.error));
    else back.go();
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to save springs, write reviews and plan trips."
      footer={{ question: 'New here?', to: '/register', link: 'Create an account' }}
    >
      <form className={styles.form} onSubmit={submit}>
        {back.message && !error && <FormAlert tone="info">{back.message}</FormAlert>}
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <FormField label="Username" autoComplete="username" required {...field('username')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <SubmitButton busy={isLoading} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
