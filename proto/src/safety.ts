// The safety rules' thresholds and vocabulary (issue 19): the springs service derives each
// spring's advice from them (services/springs/src/safety), and the web app shows what the API
// says without deriving it again. One place, so the advice and what documents it cannot drift.

import type { ReportStatus } from './condition-reports';

/** Above this a spring is not for soaking at all: scalding in seconds. */
export const NOT_FOR_SOAKING_ABOVE_F = 140;

/** Above this water scalds with time: test it before entering. */
export const SCALD_RISK_ABOVE_F = 112;

/** From this up, warm fresh water can hold Naegleria fowleri (CDC): keep your head above water. */
export const WARM_WATER_FROM_F = 77;

/** A member's report of a closure or restricted access counts for this many days after the visit. */
export const CLOSURE_REPORT_DAYS = 90;

/** Safety.level, gravest first. */
export const SAFETY_LEVELS = [
  'not_for_soaking',
  'scald_risk',
  'caution',
  'unknown',
  'general',
] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

/** SafetyReason.code. */
export type SafetyReasonCode =
  'closure_reported' | 'not_for_soaking' | 'scald_risk' | 'unknown_temperature' | 'warm_water';

/** Condition report statuses (REPORT_STATUSES) that the safety advice puts first. */
export const CLOSURE_STATUSES: readonly string[] = [
  'closed',
  'access_restricted',
] satisfies ReportStatus[];

/** The list every spring and its temperature come from (data/README.md in the springs service). */
export const NOAA_REFERENCE =
  'Berry, G.W., Grim, P.J., and Ikelman, J.A., 1980, Thermal springs list for the United States: ' +
  'NOAA Key to Geophysical Records Documentation No. 12, National Geophysical Data Center.';

/** The CDC's advice on Naegleria fowleri in warm fresh water. */
export const CDC_NAEGLERIA_URL = 'https://www.cdc.gov/naegleria/';

/** Leave No Trace's seven principles. */
export const LEAVE_NO_TRACE_URL = 'https://lnt.org/why/7-principles/';
