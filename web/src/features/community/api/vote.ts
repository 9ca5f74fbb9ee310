import type { Vote } from './community.api';

/** Spec §4: up when already up clears the vote to 0, otherwise sets it up; down mirrors it. */
export function nextVote(current: number, pressed: 1 | -1): Vote {
  return current === pressed ? 0 : pressed;
}
