import type { ConditionReportState } from '@hotsprings/contracts';

/** How a report event is applied: the report projection and each spring's latest report (migration 008). */
export const REPORT_PROJECTION = {
  applySql: 'SELECT apply_report_event($1, $2, $3, $4, $5, $6, $7, $8, $9)',
  details: (report: ConditionReportState | null) => [
    report?.username ?? null,
    report?.visitedOn ?? null,
    report?.status ?? null,
    report?.waterTemperatureF ?? null,
    report?.createdAt ?? null,
  ],
};
