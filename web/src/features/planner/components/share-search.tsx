import { useState } from 'react';
import { Button } from '../../../components/button';
import { formStyles } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { errorCode } from '../../../lib/api-error';
import { loadErrorMessage } from '../../../lib/load-error';
import { useCreateSavedSearchMutation } from '../api/planner.api';
import { PLANNER_MESSAGES } from '../utils/messages';
import { plannerSearchParams } from '../utils/planner-params';
import type { PlannerSearch } from '../utils/planner-params';
import styles from './trip-actions.module.css';

/**
 * A link to this search: /planner?searchId=... once the planner keeps it, or, when saved
 * searches answer 404, a link carrying the search in its query parameters (spec §7).
 */
export function ShareSearch({ search }: { search: PlannerSearch | null }) {
  const toast = useToast();
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [createSavedSearch, { isLoading }] = useCreateSavedSearchMutation();

  async function share() {
    setError(null);
    if (!search) return setError(PLANNER_MESSAGES.endsRequired);
    const result = await createSavedSearch({
      start: search.start.name,
      startCoords: search.start.coords,
      end: search.end.name,
      endCoords: search.end.coords,
      maxDistance: search.maxDistance,
    });
    const origin = window.location.origin;
    if (result.data) {
      setLink(`${origin}/planner?searchId=${encodeURIComponent(result.data.id)}`);
    } else if (errorCode(result.error) === 'not_found') {
      setLink(`${origin}/planner?${plannerSearchParams(search)}`);
    } else {
      setError(`Could not create a share link: ${loadErrorMessage(result.error)}`);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast('Link copied.', 'success');
    } catch {
      toast('Copying is blocked here: select the link and copy it.', 'warning');
    }
  }

  return (
    <div className={styles.share}>
      <div>
        <Button secondary onClick={share} disabled={isLoading}>
          {isLoading ? 'Creating link...' : 'Share Search'}
        </Button>
      </div>
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      {link && (
        <div className={formStyles.field}>
          <label className="visually-hidden" htmlFor="share-link">
            Share link
          </label>
          <div className={styles.row}>
            <input
              id="share-link"
              type="text"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <Button secondary onClick={copy}>
              Copy Link
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
