import {
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from '@hotsprings/contracts/limits';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { registerErrorText } from '../api/account-errors';
import { useRegisterMutation } from '../api/account.api';
import { AuthCard, useAuthReturn } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField, SubmitButton, useFields } from '../components/form-field';
import styles from '../components/form.module.css';

const EMPTY_FORM = { username: '', email: '', password: '', confirmation: '', referralCode: '' };
type RegisterForm = typeof EMPTY_FORM;

/** The form's own checks; the browser checks required fields and the email format. */
function formProblem(form: RegisterForm): string | null {
  if (form.password !== form.confirmation) return 'Passwords do not match.';
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  return null;
}

export function RegisterPage() {
  useDocumentMeta(`Register - ${SITE_NAME}`);
  const back = useAuthReturn();
  const [register, { isLoading }] = useRegisterMutation();
  const { values: form, field } = useFields(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);

  if (back.signedIn) return <Navigate to={back.destination} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = formProblem(form);
    setError(problem);
    if (problem) return;
    const referralCode = form.referralCode.trim();
    const result = await register({
      username: form.username,
      email: form.email,
      password: form.password,
      referralCode: referralCode || undefined,
    });
    if (result.error) setError(registerErrorText(result.error));
    else back.go();
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join fellow soakers: save favorites, share reviews and plan road trips."
      footer={{ question: 'Already have an account?', to: '/login', link: 'Sign in' }}
    >
      <form className={styles.form} onSubmit={submit}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <FormField
          label="Username"
          autoComplete="username"
          required
          hint={`${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} letters, digits, dots, hyphens or underscores.`}
          {...field('username')}
        />
        <FormField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...field('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmation')}
        />
        <FormField
          label="Referral Code (optional)"
          autoComplete="off"
          hint="Have a code from a friend? It unlocks premium."
          {...field('referralCode')}
        />
        <SubmitButton busy={isLoading} busyLabel="Registering...">
          Register
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
