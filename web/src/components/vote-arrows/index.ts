export { VoteArrows } from './vote-arrows';
export type { Vote } from './vote-arrows';
