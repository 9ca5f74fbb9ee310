import { errorCode, errorMessage } from '../../../lib/api-error';

type CallError = Parameters<typeof errorMessage>[0];

/** A write refused because the member's session has ended. */
export const SIGNED_OUT = {
  vote: 'You must be logged in to vote.',
  post: 'You must be logged in to create a post.',
  comment: 'You must be logged in to comment.',
  reply: 'You must be logged in to reply.',
} as const;

/**
 * What a failed write says: the signed-out text when signing in is needed, else the
 * server's error, else the fallback.
 */
export function failureText(error: unknown, signedOut: string | null, fallback: string): string {
  if (signedOut && errorCode(error as CallError) === 'unauthenticated') return signedOut;
  return errorMessage(error as CallError, fallback);
}

/** A failed vote: 'Vote failed' on the feed, 'Vote failed: {message}' elsewhere. */
export function voteFailureText(error: unknown, where: 'feed' | 'page'): string {
  if (errorCode(error as CallError) === 'unauthenticated') return SIGNED_OUT.vote;
  return where === 'feed'
    ? 'Vote failed'
    : `Vote failed: ${errorMessage(error as CallError, 'Please try again.')}`;
}
