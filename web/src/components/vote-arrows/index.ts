export { VoteArrows } from './vote-arrows';
