import {
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from '@hotsprings/contracts/limits';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { registerErrorText } from '../api/account-errors';
import { useRegisterMutation } from '../api/account.api';
import { AuthCard, useAuthForm } from '../components/auth-card';
import { FormField, SubmitButton, useFields } from '../../../components/form';

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
  const [register, { isLoading }] = useRegisterMutation();
  const { values, field } = useFields(EMPTY_FORM);
  const form = useAuthForm({
    check: () => formProblem(values),
    send: () =>
      register({
        username: values.username,
        email: values.email,
        password: values.password,
        referralCode: values.referralCode.trim() || undefined,
      }),
    errorText: registerErrorText,
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join fellow soakers: save favorites, share reviews and plan road trips."
      footer={{ question: 'Already have an account?', to: '/login', link: 'Sign in' }}
      form={form}
    >
      <FormField
        large
        label="Username"
        autoComplete="username"
        required
        hint={`${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} letters, digits, dots, hyphens or underscores.`}
        {...field('username')}
      />
      <FormField
        large
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <FormField
        large
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...field('password')}
      />
      <FormField
        large
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmation')}
      />
      <FormField
        large
        label="Referral Code (optional)"
        autoComplete="off"
        hint="Have a code from a friend? It unlocks premium."
        {...field('referralCode')}
      />
      <SubmitButton busy={isLoading} busyLabel="Registering...">
        Register
      </SubmitButton>
    </AuthCard>
  );
}
