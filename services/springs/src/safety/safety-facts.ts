import type { LatestReportJson } from '@hotsprings/contracts';

/** The facts of a spring that its safety advice and its sources rest on. */
export interface SafetyFacts {
  /** The NOAA list's maximum surface temperature, null where it gives no figure. */
  temperatureF: number | null;
  /** B (boiling), H (hot) or W (warm) where the NOAA list gives a letter instead of a figure. */
  temperatureHint: string | null;
}

/** What the advice and the sources need of the spring's latest condition report. */
export type ReportFacts = Pick<LatestReportJson, 'status' | 'visited_on' | 'username'>;
