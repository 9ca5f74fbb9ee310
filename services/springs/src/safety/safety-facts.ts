/** The facts of a spring that its safety advice and its sources rest on. */
export interface SafetyFacts {
  /** The NOAA list's maximum surface temperature, null where it gives no figure. */
  temperatureF: number | null;
  /** B (boiling), H (hot) or W (warm) where the NOAA list gives a letter instead of a figure. */
  temperatureHint: string | null;
}

/**
 * What the advice needs of a spring's latest condition report (the detail answer's
 * `latest_report`, built from the reviews service's condition reports): null when it has none.
 */
export interface ReportFacts {
  /** e.g. 'open', 'closed', 'access_restricted'. */
  status: string;
  /** The day the member was there, YYYY-MM-DD. */
  visited_on: string;
  username: string;
}
