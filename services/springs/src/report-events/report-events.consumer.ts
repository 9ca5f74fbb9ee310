import { Inject, Injectable } from '@nestjs/common';
import {
  ConditionReportCreatedSchema,
  ConditionReportDeletedSchema,
  ConditionReportUpdatedSchema,
  EARLIEST_VISIT_DATE,
  REPORT_STATUSES,
} from '@hotsprings/contracts';
import { type ContractEvent, EventConsumer, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { ReportProjectionRepository } from './report-projection.repository';
import { REPORT_EVENTS } from './report-events.source';

const { subjects } = REPORT_EVENTS;

const CONTRACTS = {
  [subjects.created]: ConditionReportCreatedSchema,
  [subjects.updated]: ConditionReportUpdatedSchema,
  [subjects.deleted]: ConditionReportDeletedSchema,
};

type ReportEvent = ContractEvent<typeof CONTRACTS>;

const STATUSES: ReadonlySet<string> = new Set(REPORT_STATUSES);

function valid(event: ReportEvent): boolean {
  if (event.subject === subjects.deleted) {
    const { reportId, springId, version } = event.message;
    return reportId > 0n && springId > 0 && version > 0n;
  }
  const { report } = event.message;
  return (
    !!report &&
    report.reportId > 0n &&
    report.springId > 0 &&
    report.version > 0n &&
    STATUSES.has(report.status) &&
    /^\d{4}-\d{2}-\d{2}$/.test(report.visitedOn) &&
    report.visitedOn >= EARLIEST_VISIT_DATE &&
    !Number.isNaN(Date.parse(report.createdAt))
  );
}

/** Keeps each spring's latest condition report from reviews.report.created/updated/deleted. */
@Injectable()
export class ReportEventsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly projection: ReportProjectionRepository,
  ) {
    super(nc, {
      stream: REPORT_EVENTS.stream,
      durableName: REPORT_EVENTS.durableName,
      filterSubjects: [REPORT_EVENTS.filter],
      contracts: CONTRACTS,
      isValid: valid,
    });
  }

  protected async handle(event: ReportEvent): Promise<void> {
    if (event.subject === subjects.deleted) await this.projection.remove(event.message);
    else await this.projection.upsert(event.message.report!);
  }
}
