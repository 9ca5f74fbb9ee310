// The NOAA list spells names in upper case with 1980 cartographic abbreviations; these rules turn
// them into the names a visitor expects ("MT ST HELENS FUMAROLES" -> "Mount St. Helens Fumaroles").
const EXPANSIONS: Record<string, string> = {
  SPR: 'Spring',
  SPRS: 'Springs',
  CR: 'Creek',
  MT: 'Mount',
  MTN: 'Mountain',
  ST: 'St.',
  CO: 'Co.',
};
const ACRONYMS = new Set(['BLM', 'BM', 'US', 'USA', 'USFS', 'NPS', 'KOA', 'YMCA']);
const ROMAN = /^(II|III|IV|VI|VII|VIII|IX|XI|XII)$/;
const MINOR = new Set([
  'OF',
  'ON',
  'IN',
  'AT',
  'THE',
  'AND',
  'OR',
  'NEAR',
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
]);

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function caseWord(word: string, first: boolean, last: boolean): string {
  if (ACRONYMS.has(word) || ROMAN.test(word)) return word;
  if (word === 'R' && last && !first) return 'River';
  // Initials ("W", "H S", "L.G.") stay upper case.
  if (word.split('.').every((part) => part.length <= 1)) return word;
  const expansion = EXPANSIONS[word];
  if (expansion) return expansion;
  if (!first && MINOR.has(word)) return word.toLowerCase();
  if (/^MC[A-Z]{2,}/.test(word)) return `Mc${capitalize(word.slice(2))}`;
  // O'NEIL -> O'Neil, but JOHN'S -> John's.
  return word
    .split("'")
    .map((part, i) => (i > 0 && part.length <= 1 ? part.toLowerCase() : capitalize(part)))
    .join("'");
}

/** Title case for a published upper-case spring name; separators are kept as they are. */
export function titleCaseName(upper: string): string {
  const tokens = upper.trim().split(/([\s,()/-]+)/);
  const words = tokens.filter((t, i) => i % 2 === 0 && t.length > 0);
  let index = 0;
  return tokens
    .map((token, i) => {
      if (i % 2 === 1 || token.length === 0) return token;
      const cased = caseWord(token, index === 0, index === words.length - 1);
      index += 1;
      return cased;
    })
    .join('');
}
