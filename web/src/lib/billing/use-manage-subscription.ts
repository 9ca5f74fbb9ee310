import { useCallback, useState } from 'react';
import type { PortalSessionJson } from '@hotsprings/contracts';
import { useToast } from '../../components/toast';
import { errorMessage, errorStatus } from '../api-error';
import { leaveSiteFor } from './leave-site';
import { useCreatePortalSessionMutation } from './portal.api';

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
  const [isOpening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(async () => {
    setOpening(true);
    setError(null);
    const result = await createPortalSession();
    if (result.data?.url) {
      leaveSiteFor(result.data.url);
      return;
    }
    const message = failureOf(result);
    setError(message);
    toast(`Error: ${message}`, 'error');
    setOpening(false);
  }, [createPortalSession, toast]);

  return { open, isOpening, error };
}
