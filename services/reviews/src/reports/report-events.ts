import { create } from '@bufbuild/protobuf';
import {
  ConditionReportCreatedSchema,
  ConditionReportDeletedSchema,
  ConditionReportStateSchema,
  ConditionReportUpdatedSchema,
  SUBJECTS,
} from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { ReportRow } from './report-row';

function stateOf(row: ReportRow) {
  return create(ConditionReportStateSchema, {
    reportId: BigInt(row.id),
    springId: row.spring_id,
    userId: BigInt(row.user_id),
    username: row.username,
    visitedOn: row.visited_on,
    status: row.status,
    waterTemperatureF:
      row.water_temperature_f === null ? undefined : Number(row.water_temperature_f),
    flow: row.flow ?? undefined,
    crowding: row.crowding ?? undefined,
    note: row.note ?? undefined,
    imageUrl: row.image_url ?? undefined,
    createdAt: row.created_at.toISOString(),
    version: BigInt(row.version),
  });
}

export function reportCreated(row: ReportRow): OutboxEvent {
  return outboxEvent(ConditionReportCreatedSchema, SUBJECTS.reportCreated, {
    report: stateOf(row),
  });
}

export function reportUpdated(row: ReportRow): OutboxEvent {
  return outboxEvent(ConditionReportUpdatedSchema, SUBJECTS.reportUpdated, {
    report: stateOf(row),
  });
}

/** Deletion is the report's last change: its version is one above the last state's. */
export function reportDeleted(row: ReportRow): OutboxEvent {
  return outboxEvent(ConditionReportDeletedSchema, SUBJECTS.reportDeleted, {
    reportId: BigInt(row.id),
    springId: row.spring_id,
    version: BigInt(row.version) + 1n,
  });
}
