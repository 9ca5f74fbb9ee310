/**
 * Why the viewer may not vote on something, or undefined when they may: visitors must sign in,
 * and nobody votes on what they wrote (the services refuse it in the same words).
 */
export function voteRefusal(
  viewer: 'visitor' | 'author' | 'member',
  what: 'review' | 'post' | 'comment',
): string | undefined {
  if (viewer === 'visitor') return 'You must be logged in to vote.';
  if (viewer === 'author') return `You cannot vote on your own ${what}.`;
  return undefined;
}
