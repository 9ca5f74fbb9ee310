import {
  EARLIEST_VISIT_DATE,
  MAX_REPORT_NOTE_LENGTH,
  MAX_REPORT_TEMPERATURE_F,
  MIN_REPORT_TEMPERATURE_F,
  REPORT_STATUSES,
} from '@hotsprings/contracts/condition-reports';
import type { ReportDraft } from '../api/report-body';

/** Today on the member's own calendar, as YYYY-MM-DD: the latest visit date the form offers. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What is wrong with a report before it is sent, as the server's limits say, or null. The server
 * checks the same again and its answer is shown when it refuses.
 */
export function reportProblem(draft: ReportDraft, today: string = localToday()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.visitedOn)) return 'Enter the date of your visit.';
  // YYYY-MM-DD dates order as text.
  if (draft.visitedOn > today) return 'The visit date cannot be in the future.';
  if (draft.visitedOn < EARLIEST_VISIT_DATE) return 'The visit date cannot be before 1980.';
  if (!(REPORT_STATUSES as readonly string[]).includes(draft.status)) {
    return 'Choose what you found: open, closed, seasonal closure or access restricted.';
  }
  const temperature = draft.temperatureF.trim();
  if (temperature) {
    const value = Number(temperature);
    // At most one decimal: a tenth of a degree is as fine as a thermometer in a pool reads.
    if (
      !/^\d+(\.\d)?$/.test(temperature) ||
      value < MIN_REPORT_TEMPERATURE_F ||
      value > MAX_REPORT_TEMPERATURE_F
    ) {
      return `The water temperature must be between ${MIN_REPORT_TEMPERATURE_F} and ${MAX_REPORT_TEMPERATURE_F} °F, with at most one decimal.`;
    }
  }
  if (draft.note.trim().length > MAX_REPORT_NOTE_LENGTH) {
    return `The note may be at most ${MAX_REPORT_NOTE_LENGTH} characters.`;
  }
  return null;
}
