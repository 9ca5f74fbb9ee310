import type { FactSourcesJson } from '@hotsprings/contracts';
import { NOAA_REFERENCE } from '@hotsprings/contracts';
import { noaaTemperatureSource, reportSource } from './fact-source';
import type { ReportFacts, SafetyFacts } from './safety-facts';

export interface SourcedFacts extends SafetyFacts {
  reviewCount: number;
  /** Whether the spring has a stored AI summary. */
  hasSummary: boolean;
}

/**
 * Where each fact of a spring's page comes from: its temperature from the NOAA list, its rating
 * from its reviews, its status from the latest condition report, and its summary from the facts
 * the summary writer is given (summaries/summary-facts.ts). Null where the fact is missing.
 */
export function springSources(
  facts: SourcedFacts,
  latestReport: ReportFacts | null,
): FactSourcesJson {
  const reviews =
    facts.reviewCount === 1 ? '1 member review' : `${facts.reviewCount} member reviews`;
  return {
    temperature: noaaTemperatureSource(facts),
    rating:
      facts.reviewCount === 0
        ? null
        : { text: `Average of ${reviews}`, reference: null, url: null },
    status: latestReport && reportSource(latestReport),
    summary: facts.hasSummary
      ? {
          text:
            'Written automatically from the NOAA record (name, state, temperature), the nearest ' +
            "town, and the reviews' figures when it was written (how many, the average and " +
            "category ratings, the most used tags); never from the reviews' own words.",
          reference: NOAA_REFERENCE,
          url: null,
        }
      : null,
  };
}
