/**
 * A count with its noun in the right number: '1 review', '2 reviews', '0 comments'. The plural
 * is the noun with an 's' unless it is given.
 */
export function countText(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
