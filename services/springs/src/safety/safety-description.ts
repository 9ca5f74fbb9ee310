import {
  CLOSURE_REPORT_DAYS,
  NOT_FOR_SOAKING_ABOVE_F,
  SCALD_RISK_ABOVE_F,
  WARM_WATER_FROM_F,
} from '@hotsprings/contracts';

/** The safety rules as the API description states them, from the same constants. */
export const SAFETY_DESCRIPTION =
  '`safety` is `{level, reasons: [{code, text, source}]}`, derived from the NOAA list and the ' +
  `latest condition report. level: \`not_for_soaking\` (above ${NOT_FOR_SOAKING_ABOVE_F} °F, or ` +
  `recorded as boiling), \`scald_risk\` (above ${SCALD_RISK_ABOVE_F} °F, or recorded as hot), ` +
  `\`caution\` (${WARM_WATER_FROM_F} °F and above, or recorded as warm), \`unknown\` (no ` +
  'temperature recorded) or `general`. Reason codes: `closure_reported` (a member reported it ' +
  `closed or its access restricted within ${CLOSURE_REPORT_DAYS} days; always first), ` +
  '`not_for_soaking`, `scald_risk`, `unknown_temperature`, `warm_water` (Naegleria fowleri, ' +
  "the CDC's advice). Each reason's `source` is `{text, reference, url}`. `sources` gives the " +
  'source of the temperature (NOAA, with the reference), the rating (how many reviews), the ' +
  'status (the member and day of the latest report) and the summary (what it was written ' +
  'from), null where the fact is missing. Lists carry the level alone, as `safety_level`.';
