import { useParams } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { Button, ButtonLink } from '../../../components/button';
import { ProfileVisitedSprings } from '../../../features/favorites/components';
import { ProfileReviews } from '../../../features/reviews/components';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode, errorStatus } from '../../../lib/api-error';
import { useAuth, useSignOut } from '../../../lib/auth';
import { formatMonthYear } from '../../../lib/format-date';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useGetUserProfileQuery } from '../../../features/account/api/account.api';
import type { PublicProfileJson } from '@hotsprings/contracts';
import { PageLoading } from '../../../components/page-loading';
import { ProblemNotice } from '../../../components/problem-notice';
import { useProfileCounts } from './use-profile-counts';
import styles from './profile-page.module.css';

export function ProfilePage() {
  const { username = '' } = useParams();
  const { data: profile, error, isLoading } = useGetUserProfileQuery(username);
  const missing = errorCode(error) === 'not_found';
  useDocumentMeta(`${profile ? profile.username : 'Profile'} - ${SITE_NAME}`);

  if (isLoading) return <PageLoading label="Loading profile..." />;
  if (error || !profile) {
    return (
      <ProblemNotice
        icon="?"
        message={
          missing
            ? 'User not found'
            : `Failed to load profile: ${errorStatus(error) ?? 'no response'}`
        }
        hint={
          missing
            ? 'Check the spelling of the username in the address.'
            : 'Please try again in a moment.'
        }
        link={{ to: '/', label: 'Back to Home' }}
      />
    );
  }
  return <Profile profile={profile} />;
}

function Profile({ profile }: { profile: PublicProfileJson }) {
  const auth = useAuth();
  const isOwner = auth.status === 'signedIn' && auth.user.username === profile.username;
  const since = formatMonthYear(profile.created_at);
  const counts = useProfileCounts(profile.username, isOwner);

  return (
    <div className={styles.page}>
      <div className={styles.banner} aria-hidden="true" />
      <article className={styles.card}>
        <header className={styles.header}>
          <div className={styles.avatarRing}>
            <Avatar name={profile.username} size="large" />
          </div>
          <div className={styles.identity}>
            <h1 className={styles.name}>
              {profile.username}
              {profile.is_premium && (
                <span className={styles.premium}>
                  <span aria-hidden="true">★</span> Premium
                </span>
              )}
            </h1>
            {since && <p className={styles.since}>Member since {since}</p>}
          </div>
          {isOwner && <OwnerActions />}
        </header>

        <section className={styles.section} aria-labelledby="profile-about">
          <h2 id="profile-about" className={styles.sectionTitle}>
            About
          </h2>
          {profile.bio ? (
            <p className={styles.bio}>{profile.bio}</p>
          ) : (
            <p className={styles.muted}>No bio provided</p>
          )}
          <dl className={styles.facts}>
            <div>
              <dt>Location</dt>
              <dd>{profile.location || <span className={styles.muted}>Not shared</span>}</dd>
            </div>
            {profile.email && (
              <div>
                <dt>Email</dt>
                <dd>{profile.email}</dd>
              </div>
            )}
          </dl>
        </section>

        {counts.length > 0 && (
          <ul className={styles.counts} aria-label="Activity">
            {counts.map(({ label, value }) => (
              <li key={label}>
                <strong>{value}</strong>
                <span>{label}</span>
              </li>
            ))}
          </ul>
        )}
      </article>

      <div className={styles.activity}>
        <ProfileReviews username={profile.username} />
        <ProfileVisitedSprings username={profile.username} />
      </div>
    </div>
  );
}

/** Only the profile's owner sees these. */
function OwnerActions() {
  const { signOut, isSigningOut } = useSignOut();

  return (
    <div className={styles.actions}>
      <ButtonLink to="/profile/settings">Settings</ButtonLink>
      <Button danger onClick={signOut} disabled={isSigningOut}>
        Log out
      </Button>
    </div>
  );
}
