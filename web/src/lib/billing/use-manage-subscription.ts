import { useCallback, useState } from 'react';
import type { PortalSessionJson } from '@hotsprings/contracts';
import { useToast } from '../../components/toast';
import { errorMessage, errorStatus } from '../api-error';
import { leaveSiteFor } from './leave-site';
import { useCreatePortalSessionMutation } from './portal.api';

/**
 * A step that leaves the site for the payment provider's page: `leave(ask)` asks the server for
 * the page's address and goes there, busy meanwhile and while the browser leaves. With no address
 * to go to it resolves with the answer, for the caller to say why.
 */
export function useLeaveSite() {
  const [leaving, setLeaving] = useState(false);
  const leave = useCallback(
    async <Answer extends { data?: { url?: string | null } }>(
      ask: () => Promise<Answer>,
    ): Promise<Answer | null> => {
      setLeaving(true);
      const answer = await ask();
      if (answer.data?.url) {
        leaveSiteFor(answer.data.url);
        return null;
      }
      setLeaving(false);
      return answer;
    },
    [],
  );
  return { leaving, leave };
}

/** A failed billing-portal call: the server's error, else this. */
export const PORTAL_FAILED = 'Could not open subscription management.';
const NO_PORTAL = 'Could not open portal.';
const UNEXPECTED = 'An unexpected error occurred.';

/** What went wrong with the billing-portal call, as the page says it. */
function failureOf(result: {
  data?: PortalSessionJson;
  error?: Parameters<typeof errorStatus>[0];
}) {
  // An answer without an address opens nothing either.
  if (result.data) return NO_PORTAL;
  // No answer at all: the network, not the server.
  if (errorStatus(result.error) === null) return UNEXPECTED;
  return errorMessage(result.error, PORTAL_FAILED);
}

export interface ManageSubscription {
  open: () => Promise<void>;
  /** True while the portal is being opened, and while the browser leaves for it. */
  isOpening: boolean;
  /** Why the last attempt failed, for a page that shows it beside its button. */
  error: string | null;
}

/**
 * 'Manage Subscription': busy while the request runs; on success the browser leaves for
 * the payment provider's portal; on failure the busy flag clears and a toast says
 * 'Error: {message}'.
 */
export function useManageSubscription(): ManageSubscription {
  const [createPortalSession] = useCreatePortalSessionMutation();
  const toast = useToast();
  const { leaving, leave } = useLeaveSite();
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(async () => {
    setError(null);
    const failed = await leave(() => createPortalSession());
    if (!failed) return;
    const message = failureOf(failed);
    setError(message);
    toast(`Error: ${message}`, 'error');
  }, [createPortalSession, leave, toast]);

  return { open, isOpening: leaving, error };
}
