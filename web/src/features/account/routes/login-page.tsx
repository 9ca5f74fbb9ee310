import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { loginErrorText } from '../api/account-errors';
import { useLoginMutation } from '../api/account.api';
import { AuthCard, useAuthForm } from '../components/auth-card';
import { FormField, SubmitButton, useFields } from '../../../components/form';

export function LoginPage() {
  useDocumentMeta(`Sign In - ${SITE_NAME}`);
  const [login, { isLoading }] = useLoginMutation();
  const { values, field } = useFields({ username: '', password: '' });
  const form = useAuthForm({ send: () => login(values), errorText: loginErrorText });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to save springs, write reviews and plan trips."
      footer={{ question: 'New here?', to: '/register', link: 'Create an account' }}
      form={form}
    >
      <FormField large label="Username" autoComplete="username" required {...field('username')} />
      <FormField
        large
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <SubmitButton busy={isLoading} busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </AuthCard>
  );
}
