import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SpringJson } from '@hotsprings/contracts';
import { Button } from '../../../components/button';
import { errorCode } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { loadErrorMessage } from '../../../lib/load-error';
import { useGenerateSummaryMutation } from '../api/summary.api';
import styles from './ai-summary.module.css';
import { SourceNote } from './source-note';
import { aiSummaryText } from './spring-seo';

/** Why the AI summary call failed; a call that needs signing in reads as this. */
function failureText(error: Parameters<typeof loadErrorMessage>[0]): string {
  return errorCode(error) === 'unauthenticated'
    ? 'User not authenticated'
    : loadErrorMessage(error);
}

/**
 * The spring's AI summary: absent, then generating, then shown; or the error with
 * 'Retry Summary'. A signed-in member's visit writes one when the spring has none. A summary
 * ending in '...' is the part members who are not premium see, with the upgrade prompt.
 */
export function AiSummary({ spring }: { spring: SpringJson }) {
  const auth = useAuth();
  const [generate, { isLoading, error, isError }] = useGenerateSummaryMutation();
  const springId = spring.id!;
  const summary = aiSummaryText(spring);
  const signedIn = auth.status === 'signedIn';
  const asked = useRef(false);

  const retry = useCallback(() => void generate(springId), [generate, springId]);

  useEffect(() => {
    if (!signedIn || summary || asked.current) return;
    asked.current = true;
    retry();
  }, [signedIn, summary, retry]);

  if (isLoading) {
    return (
      <p className={styles.status} role="status">
        Generating summary...
      </p>
    );
  }
  if (isError) {
    return (
      <div className={styles.error}>
        <p role="alert">Error generating summary: {failureText(error)}</p>
        <Button secondary onClick={retry}>
          Retry Summary
        </Button>
      </div>
    );
  }
  if (!summary) return null;
  const truncated = summary.endsWith('...') && !(signedIn && auth.user.is_premium);
  return (
    <div className={styles.summary}>
      <p>{summary}</p>
      <SourceNote source={spring.sources?.summary ?? null} fact="summary" />
      {truncated && (
        <p className={styles.upgrade}>
          Premium members read the full AI summary.{' '}
          {signedIn ? (
            <Link to="/profile/settings">Upgrade to Premium</Link>
          ) : (
            <>
              <Link to="/register">Sign up</Link> or <Link to="/login">log in</Link>, then upgrade
              to Premium.
            </>
          )}
        </p>
      )}
    </div>
  );
}
