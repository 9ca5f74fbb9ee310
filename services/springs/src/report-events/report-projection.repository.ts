import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { ConditionReportDeleted, ConditionReportState } from '@hotsprings/contracts';

// One statement, so one round trip per event: the projection guarded by version, and the latest
// report of every spring the report touches, under their advisory locks (migration 008).
const APPLY_SQL = 'SELECT apply_report_event($1, $2, $3, $4, $5, $6, $7, $8, $9)';

/** The report projection and each spring's latest report, changed in one transaction. */
@Injectable()
export class ReportProjectionRepository {
  constructor(private readonly db: Database) {}

  async upsert(report: ConditionReportState): Promise<void> {
    await this.db.query(APPLY_SQL, [
      report.reportId.toString(),
      report.springId,
      report.version.toString(),
      false,
      report.username,
      report.visitedOn,
      report.status,
      report.waterTemperatureF ?? null,
      report.createdAt,
    ]);
  }

  async remove(
    deletion: Pick<ConditionReportDeleted, 'reportId' | 'springId' | 'version'>,
  ): Promise<void> {
    await this.db.query(APPLY_SQL, [
      deletion.reportId.toString(),
      deletion.springId,
      deletion.version.toString(),
      true,
      null,
      null,
      null,
      null,
      null,
    ]);
  }
}
