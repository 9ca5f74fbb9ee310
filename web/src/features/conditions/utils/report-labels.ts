import type {
  ReportCrowding,
  ReportFlow,
  ReportFreshness,
  ReportStatus,
} from '@hotsprings/contracts/condition-reports';

/** What each value of a report reads as on the page; the words carry it, never colour alone. */
export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  seasonal_closure: 'Seasonal closure',
  access_restricted: 'Access restricted',
};

export const FLOW_LABELS: Record<ReportFlow, string> = {
  none: 'No flow',
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};

export const CROWDING_LABELS: Record<ReportCrowding, string> = {
  empty: 'Empty',
  some: 'Some people',
  busy: 'Busy',
};

export const FRESHNESS_LABELS: Record<ReportFreshness, string> = {
  fresh: 'Fresh',
  recent: 'Recent',
  stale: 'Stale',
};

/**
 * The label of a value the server sent, or the value itself when this app does not know it (a
 * newer server's value is still shown, not dropped).
 */
export function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

/**
 * A temperature a member measured, as they gave it (at most one decimal): '101.5°F', '104°F';
 * null when none was measured. Spring records round to whole degrees; a measurement keeps its
 * tenth.
 */
export function formatMeasuredF(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `${Number(value.toFixed(1))}°F`;
}
