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
import { FormAlert } from '../components/form-alert';
import { FormField, TextAreaField } from '../components/form-field';
import { RequireAuth } from '../components/require-auth';
import { SubscriptionSection } from '../components/subscription-section';
import formStyles from '../components/form.module.css';
import styles from './settings-page.module.css';

type Outcome =
  { tone: 'success'; text: string } | { tone: 'error'; text: string; detail: string | null } | null;

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
  const [location, setLocation] = useState(user.location ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = await updateProfile({ location: location.trim(), bio: bio.trim() });
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
        <form className={formStyles.form} onSubmit={submit}>
          {outcome && (
            <FormAlert tone={outcome.tone}>
              {outcome.text}
              {outcome.tone === 'error' && outcome.detail && (
                <span className={formStyles.detail}>{outcome.detail}</span>
              )}
            </FormAlert>
          )}
          <FormField
            label="Location"
            name="location"
            autoComplete="address-level2"
            placeholder="e.g. Boise, Idaho"
            maxLength={MAX_LOCATION_LENGTH}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          />
          <TextAreaField
            label="Bio"
            name="bio"
            placeholder="Favorite soaks, how you travel, tips for fellow soakers..."
            maxLength={MAX_BIO_LENGTH}
            hint={`${bio.length} / ${MAX_BIO_LENGTH} characters`}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
          />
          <div className={formStyles.cardActions}>
            <button type="submit" className={formStyles.submit} disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </form>
      </section>

      <SubscriptionSection user={user} />
    </div>
  );
}
