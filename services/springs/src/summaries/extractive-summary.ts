import type { SummaryFacts } from './summary-facts';

const HINTS: Record<string, string> = {
  B: 'The source records it as boiling.',
  H: 'The source records it as hot, without a figure.',
  W: 'The source records it as warm, without a figure.',
};

const one = (value: number) => value.toFixed(1);

/** The site's temperature bands, in words. */
function band(temperatureF: number): string {
  if (temperatureF >= 100) return 'hot (100 °F and above)';
  if (temperatureF >= 85) return 'warm (85 to 99 °F)';
  if (temperatureF >= 70) return 'mild (70 to 84 °F)';
  return 'below the mild band (under 70 °F)';
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A summary written only from the spring's facts, sentence by sentence: what it is and where, its
 * temperature and band, how reviewers rate it by category, and the tags they repeat. Each
 * sentence comes from a fact, and a fact that is missing gives no sentence.
 */
export function extractiveSummary(facts: SummaryFacts): string {
  const name = facts.name ?? 'This unnamed spring';
  const where = facts.nearestTown
    ? `in ${facts.state}, near ${facts.nearestTown}`
    : `in ${facts.state}`;
  const sentences = [`${name} is a thermal spring ${where}.`];
  if (facts.temperatureF !== null) {
    const celsius = facts.temperatureC === null ? '' : ` (${Math.round(facts.temperatureC)} °C)`;
    sentences.push(
      `Its recorded water temperature is ${Math.round(facts.temperatureF)} °F${celsius}: ${band(facts.temperatureF)}.`,
    );
  } else if (facts.temperatureHint && HINTS[facts.temperatureHint]) {
    sentences.push(HINTS[facts.temperatureHint]!);
  }
  if (facts.reviewCount === 0) {
    sentences.push('No one has reviewed it yet.');
  } else {
    const who =
      facts.reviewCount === 1 ? 'One reviewer rates' : `${facts.reviewCount} reviewers rate`;
    const rating =
      facts.averageRating === null ? '' : ` ${one(facts.averageRating)} / 5 on average`;
    sentences.push(`${who} it${rating}.`);
    if (facts.ratings.length > 0) {
      const byCategory = facts.ratings.map(({ label, value }) => `${label} ${one(value)}`);
      sentences.push(`By category, out of 5: ${list(byCategory)}.`);
    }
    if (facts.tags.length > 0) {
      sentences.push(`Reviewers most often describe it as ${list(facts.tags.slice(0, 5))}.`);
    }
  }
  return sentences.join(' ');
}
