import type { FactSourceJson } from '@hotsprings/contracts';
import { NOAA_REFERENCE } from '@hotsprings/contracts';
import type { ReportFacts, SafetyFacts } from './safety-facts';

const HINT_WORDS: Record<string, string> = { B: 'boiling', H: 'hot', W: 'warm' };

/** '190 °F' as the list gives it: the figure is never rounded or converted. */
export const fahrenheit = (value: number) => `${value} °F`;

/** What the NOAA list says of the temperature, in words: '190 °F', 'boiling', or null. */
export function noaaTemperatureWords(facts: SafetyFacts): string | null {
  if (facts.temperatureF !== null) return fahrenheit(facts.temperatureF);
  return (facts.temperatureHint && HINT_WORDS[facts.temperatureHint]) ?? null;
}

/** The NOAA list as the source of the temperature, with what it records. */
export function noaaTemperatureSource(facts: SafetyFacts): FactSourceJson {
  const words = noaaTemperatureWords(facts);
  const says =
    facts.temperatureF !== null
      ? words
      : words
        ? `recorded as ${words}, no figure`
        : 'no temperature recorded';
  return { text: `NOAA thermal springs list, 1980: ${says}`, reference: NOAA_REFERENCE, url: null };
}

/** A member's condition report as a source: 'Reported closed by alice on 2026-11-02'. */
export function reportSource(report: ReportFacts): FactSourceJson {
  const status = report.status.replace(/_/g, ' ');
  return {
    text: `Reported ${status} by ${report.username} on ${report.visited_on}`,
    reference: null,
    url: null,
  };
}
