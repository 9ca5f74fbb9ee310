export { VoteArrows } from './vote-arrows';
export type { Vote } from './vote-arrows';
export { voteRefusal } from './vote-refusal';
