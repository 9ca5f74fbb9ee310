import { finiteOrNull } from '@hotsprings/contracts/page-heads';

/**
 * Display rules the spec fixes for springs, shared by every page that shows one. Unknown figures
 * arrive as null (proto/README.md, "On the wire").
 */
type JsonDouble = number | null;

// A finite number or null; the name a page gives a spring ('Unnamed Spring' when it has none).
// The contracts hold them: the gateway writes the same into the pages it sends.
export { finiteOrNull, springDisplayName as displayName } from '@hotsprings/contracts/page-heads';

/** 'x / 5' with one decimal; 'N/A' when missing or zero. */
export function formatRating(rating: JsonDouble): string {
  const n = finiteOrNull(rating);
  return n ? `${n.toFixed(1)} / 5` : 'N/A';
}

function round(n: number): string {
  return String(Math.round(n));
}

export function formatFahrenheit(f: JsonDouble): string | null {
  const n = finiteOrNull(f);
  return n === null ? null : `${round(n)}°F`;
}

export function formatCelsius(c: JsonDouble): string | null {
  const n = finiteOrNull(c);
  return n === null ? null : `${round(n)}°C`;
}

/** The Celsius figure, derived from Fahrenheit when the record lacks it. */
export function celsiusOf(f: JsonDouble, c: JsonDouble = null): number | null {
  const fahrenheit = finiteOrNull(f);
  return finiteOrNull(c) ?? (fahrenheit === null ? null : ((fahrenheit - 32) * 5) / 9);
}

/**
 * '104°F / 40°C'. Celsius is derived from Fahrenheit when the record lacks it;
 * 'Temperature unknown' when there is no figure at all.
 */
export function formatTemperature(f: JsonDouble, c: JsonDouble = null): string {
  const fahrenheit = finiteOrNull(f);
  const celsius = celsiusOf(f, c);
  if (fahrenheit === null && celsius === null) return 'Temperature unknown';
  if (fahrenheit === null) return `${round(celsius!)}°C`;
  return celsius === null
    ? `${round(fahrenheit)}°F`
    : `${round(fahrenheit)}°F / ${round(celsius)}°C`;
}

/** The first tags of a card, or 'Info N/A' when the spring has none. */
export function cardTags(tags: string[], count = 2): string[] {
  const first = tags.filter((t) => t.trim()).slice(0, count);
  return first.length ? first : ['Info N/A'];
}

/** '38 mi', '1,234 mi', '4.2 mi' under ten miles, '< 0.1 mi' on the spot. */
export function formatMiles(miles: number): string {
  if (miles < 0.1) return '< 0.1 mi';
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles).toLocaleString('en-US')} mi`;
}
