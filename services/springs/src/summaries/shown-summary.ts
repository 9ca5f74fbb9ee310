import { FREE_AI_SUMMARY_LENGTH } from '@hotsprings/contracts';

/**
 * What a reader is shown of a summary: premium members all of it; everyone else its beginning,
 * cut at a word and ending in '...', never the whole (even a short summary loses its end), so
 * the full text is premium's alone.
 */
export function shownSummary(summary: string, premium: boolean): string {
  if (premium) return summary;
  const limit = Math.min(FREE_AI_SUMMARY_LENGTH, Math.floor(summary.length * 0.6));
  const cut = summary.slice(0, limit);
  const atWord = cut.lastIndexOf(' ') > 0 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s.,;:!?]+$/, '')}...`;
}
