// Condition reports (a member's visit to a spring): the values a report may take and how old a
// visit may be called fresh. The reviews service checks reports against these, the springs
// service says how fresh the latest one is, and the web app offers the same choices.

import { MAX_COMMENT_LENGTH } from './limits';

export const REPORT_STATUSES = ['open', 'closed', 'seasonal_closure', 'access_restricted'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_FLOWS = ['none', 'low', 'normal', 'high'] as const;
export type ReportFlow = (typeof REPORT_FLOWS)[number];

export const REPORT_CROWDING = ['empty', 'some', 'busy'] as const;
export type ReportCrowding = (typeof REPORT_CROWDING)[number];

/** Measured water temperature in °F: from freezing to boiling, at most one decimal. */
export const MIN_REPORT_TEMPERATURE_F = 32;
export const MAX_REPORT_TEMPERATURE_F = 212;

/** The earliest visit date a report may give. */
export const EARLIEST_VISIT_DATE = '1980-01-01';

/** A report's note: markdown with the rules and the length of a community comment. */
export const MAX_REPORT_NOTE_LENGTH = MAX_COMMENT_LENGTH;

/** Reports a page of GET /api/springs/{id}/reports. */
export const REPORTS_PAGE_SIZE = 20;

/** The list filter `reported_open_within_days` takes 1 to this many days (ten years). */
export const MAX_REPORTED_OPEN_WITHIN_DAYS = 3650;
/** The map's filter "reported open in the last 90 days". */
export const REPORTED_OPEN_MAP_DAYS = 90;

/**
 * How old a visit is: 'fresh' under FRESH_REPORT_DAYS days, 'recent' under RECENT_REPORT_DAYS,
 * 'stale' after.
 */
export const REPORT_FRESHNESS = ['fresh', 'recent', 'stale'] as const;
export type ReportFreshness = (typeof REPORT_FRESHNESS)[number];
export const FRESH_REPORT_DAYS = 30;
export const RECENT_REPORT_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The freshness of a visit on `visitedOn` (YYYY-MM-DD), seen on `today` (YYYY-MM-DD). */
export function reportFreshness(visitedOn: string, today: string): ReportFreshness {
  const age = daysBetween(visitedOn, today);
  if (age < FRESH_REPORT_DAYS) return 'fresh';
  if (age < RECENT_REPORT_DAYS) return 'recent';
  return 'stale';
}

/**
 * The latest date a visit may have: today somewhere on Earth. The calendar runs furthest ahead at
 * UTC+14, so a member there reporting today's visit is not told it lies in the future.
 */
export function latestVisitDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
