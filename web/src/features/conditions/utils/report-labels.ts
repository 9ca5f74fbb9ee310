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
