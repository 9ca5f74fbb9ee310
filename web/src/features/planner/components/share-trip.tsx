import type { PublishTripRequestJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormError, formStyles } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { loadErrorMessage } from '../../../lib/load-error';
import { usePublishTripMutation, useUnpublishTripMutation } from '../api/planner.api';
import styles from './trip-actions.module.css';

interface ShareTripProps {
  /** The trip to publish; null while there is no route to share (`notReady` says why). */
  trip: PublishTripRequestJson | null;
  notReady: string;
  /** The trip already published (a saved plan's), whose link shows at once. */
  publishedId?: string | null;
}

/**
 * 'Share Trip': publishes the trip as a read-only page anyone opens, signed in or not
 * (/trips/{id}, the route kept as drawn, with its stops and springs), with its link to copy and
 * 'Unpublish' to take it down again.
 */
export function ShareTrip({ trip, notReady, publishedId = null }: ShareTripProps) {
  const toast = useToast();
  const [tripId, setTripId] = useState<string | null>(publishedId);
  const [error, setError] = useState<string | null>(null);
  const [publish, publishing] = usePublishTripMutation();
  const [unpublish, unpublishing] = useUnpublishTripMutation();
  const planId = trip?.planId ?? undefined;
  const shown = tripId ?? publishedId;
  const link = shown ? `${window.location.origin}/trips/${encodeURIComponent(shown)}` : null;

  async function share() {
    setError(null);
    if (!trip) return setError(notReady);
    const result = await publish(trip);
    if (result.error) setError(`Could not share the trip: ${loadErrorMessage(result.error)}`);
    else setTripId(result.data.id);
  }

  async function stop() {
    if (!shown) return;
    setError(null);
    const result = await unpublish({ tripId: shown, planId });
    if (result.error) return setError(`Could not unpublish: ${loadErrorMessage(result.error)}`);
    setTripId(null);
    toast('The trip is no longer shared: its link now says so.', 'success');
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
      {!link && (
        <div>
          <Button secondary onClick={share} disabled={publishing.isLoading}>
            {publishing.isLoading ? 'Sharing...' : 'Share Trip'}
          </Button>
        </div>
      )}
      <FormError>{error}</FormError>
      {link && (
        <div className={formStyles.field}>
          <label htmlFor="trip-link">Shared trip link (anyone with it can view the trip)</label>
          <div className={styles.row}>
            <input
              id="trip-link"
              type="text"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <Button secondary onClick={copy}>
              Copy Link
            </Button>
          </div>
          <div className={styles.row}>
            <a href={link} target="_blank" rel="noopener noreferrer">
              Open the shared trip<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <Button secondary onClick={stop} disabled={unpublishing.isLoading}>
              {unpublishing.isLoading ? 'Unpublishing...' : 'Unpublish'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
