import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode, errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import type { CurrentUserJson } from '@hotsprings/contracts';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { MAX_BIO_LENGTH, MAX_LOCATION_LENGTH } from '@hotsprings/contracts/limits';
import { useUpdateProfileMutation } from '../api/account.api';
import { FormField, TextAreaField, useFields } from '../../../components/form';
import { CardForm, type FormOutcome } from '../components/card-form';
import { RequireAuth } from '../components/require-auth';
import { SubscriptionSection } from '../components/subscription-section';
import formStyles from '../components/form.module.css';
import styles from './settings-page.module.css';

/** /profile/settings: signed-in only. */
export function SettingsPage() {
  useDocumentMeta(`Settings - ${SITE_NAME}`);
  return (
    <RequireAuth>
      <SignedInSettings />
    </RequireAuth>
  );
}

function SignedInSettings() {
  const auth = useAuth();
  // RequireAuth renders this only once the user is known.
  return auth.user && <SettingsForm user={auth.user} />;
}

function SettingsForm({ user }: { user: CurrentUserJson }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { values, field } = useFields({ location: user.location ?? '', bio: user.bio ?? '' });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = await updateProfile({
      location: values.location.trim(),
      bio: values.bio.trim(),
    });
    if (!result.error) {
      setOutcome({ tone: 'success', text: 'Settings saved successfully!' });
    } else if (errorCode(result.error) === 'unauthenticated') {
      setOutcome({
        tone: 'error',
        text: 'Authentication error. Please log in again.',
        detail: null,
      });
    } else {
      // A refused value (e.g. too long) says why; other failures keep the plain message.
      const detail =
        errorCode(result.error) === 'validation_failed' ? errorMessage(result.error, '') : '';
      setOutcome({ tone: 'error', text: 'Failed to save settings', detail: detail || null });
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1>Settings</h1>
        <p>
          Signed in as <strong>{user.username}</strong> <span aria-hidden="true">·</span>{' '}
          <Link to={`/profile/${encodeURIComponent(user.username)}`}>View public profile</Link>
        </p>
      </header>

      <section className={formStyles.card} aria-labelledby="settings-profile">
        <h2 id="settings-profile" className={formStyles.cardTitle}>
          Profile
        </h2>
        <p className={styles.cardLead}>Shown on your public profile.</p>
        <CardForm
          onSubmit={submit}
          outcome={outcome}
          busy={isLoading}
          busyLabel="Saving..."
          submitLabel="Save Changes"
        >
          <FormField
            large
            label="Location"
            autoComplete="address-level2"
            placeholder="e.g. Boise, Idaho"
            maxLength={MAX_LOCATION_LENGTH}
            {...field('location')}
          />
          <TextAreaField
            large
            label="Bio"
            placeholder="Favorite soaks, how you travel, tips for fellow soakers..."
            maxLength={MAX_BIO_LENGTH}
            countCharacters
            {...field('bio')}
          />
        </CardForm>
      </section>

      <SubscriptionSection user={user} />
    </div>
  );
}
