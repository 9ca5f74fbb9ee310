import {
  ConditionReportCreatedSchema,
  type ConditionReportDeleted,
  ConditionReportDeletedSchema,
  type ConditionReportState,
  ConditionReportUpdatedSchema,
  EARLIEST_VISIT_DATE,
  REPORT_STATUSES,
} from '@hotsprings/contracts';
import { recordEventsConsumer } from '../record-events/record-events.consumer';
import { REPORT_PROJECTION } from './report-projection';
import { REPORT_EVENTS } from './report-events.source';

const { subjects } = REPORT_EVENTS;

const CONTRACTS = {
  [subjects.created]: ConditionReportCreatedSchema,
  [subjects.updated]: ConditionReportUpdatedSchema,
  [subjects.deleted]: ConditionReportDeletedSchema,
};

const STATUSES: ReadonlySet<string> = new Set(REPORT_STATUSES);

/** Keeps each spring's latest condition report from reviews.report.created/updated/deleted. */
export const reportEventsConsumer = recordEventsConsumer<
  typeof CONTRACTS,
  ConditionReportState,
  ConditionReportDeleted
>({
  source: REPORT_EVENTS,
  contracts: CONTRACTS,
  read: (event) =>
    event.subject === subjects.deleted
      ? { deletion: event.message }
      : { state: event.message.report },
  idOf: (report) => report.reportId,
  isValidState: (report) =>
    STATUSES.has(report.status) &&
    /^\d{4}-\d{2}-\d{2}$/.test(report.visitedOn) &&
    report.visitedOn >= EARLIEST_VISIT_DATE &&
    !Number.isNaN(Date.parse(report.createdAt)),
  ...REPORT_PROJECTION,
});
