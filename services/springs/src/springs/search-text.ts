/**
 * What a search's text asks for: a spring's name, a place, or both. "hot springs near Boise" is
 * the place Boise alone; "Kirkham near Boise" a name and a place; "near me" the caller's point.
 */
export interface SearchText {
  /** Text to find in spring names; absent when the words only say "springs". */
  name?: string;
  /** Text that may name a place (a city or a state); absent when it names none. */
  place?: string;
  /** "near me": distances from the caller's own point. */
  nearMe: boolean;
}

// Words that say what is searched for, not which spring: "hot springs in Idaho" names no spring.
const GENERIC_WORDS = new Set(['hot', 'warm', 'natural', 'spring', 'springs', 'pools', 'soaks']);
const PLACE_WORD = /^(.*?)\s*\b(?:near|in|around|close to)\s+(.+)$/i;
const ME = /^(?:me|my location|here)$/i;

// Shorter text names no spring but may be a state's code ("ID"): "Midway" is not a match for it.
const MIN_NAME_LENGTH = 3;

const isGeneric = (text: string) =>
  text.split(/\s+/).every((word) => GENERIC_WORDS.has(word.toLowerCase()));

export function readSearchText(q: string): SearchText {
  const text = q.trim().replace(/\s+/g, ' ');
  const split = PLACE_WORD.exec(text);
  if (!split) {
    return text.length < MIN_NAME_LENGTH
      ? { place: text, nearMe: false }
      : { name: text, place: text, nearMe: false };
  }
  const [, before = '', after = ''] = split;
  const name = before.length >= MIN_NAME_LENGTH && !isGeneric(before) ? { name: before } : {};
  if (ME.test(after)) return { ...name, nearMe: true };
  return { ...name, place: after, nearMe: false };
}
