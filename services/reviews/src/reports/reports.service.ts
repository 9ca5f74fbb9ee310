import { ConflictException, Injectable } from '@nestjs/common';
import {
  REPORTS_PAGE_SIZE,
  type ConditionReportJson,
  type ConditionReportPageJson,
} from '@hotsprings/contracts';
import { addToOutbox, Caller, codedError, Database } from '@hotsprings/service-kit';
import { ImagesService } from '@hotsprings/service-kit/images';
import type { PoolClient } from 'pg';
import { PhotoWritings } from '../photo-writings';
import { SpringsRepository } from '../springs/springs.repository';
import type { WriteReportDto } from './dto/write-report.dto';
import { reportCreated, reportDeleted, reportUpdated } from './report-events';
import { type ReportRow, toReportJson } from './report-row';
import { ReportsRepository } from './reports.repository';

export const ALREADY_REPORTED_TEXT =
  'You have already reported this spring for that visit date. Edit that report instead.';
const ALREADY_REPORTED = codedError('already_reported', ALREADY_REPORTED_TEXT);

/** A write refused by the one-report-per-visit-day index answers as the early check does. */
async function alreadyReportedOr<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new ConflictException(ALREADY_REPORTED);
    throw err;
  }
}

/**
 * Writes condition reports as reviews are written: each change and its event (the report's full
 * state and version) are committed together through the outbox, and the spring is checked
 * against the local list kept from spring events.
 */
@Injectable()
export class ReportsService {
  private readonly writings: PhotoWritings<ReportRow>;

  constructor(
    db: Database,
    private readonly reports: ReportsRepository,
    private readonly springs: SpringsRepository,
    images: ImagesService,
  ) {
    this.writings = new PhotoWritings(db, images, reports, 'report');
  }

  async pageBySpring(springId: number, page: number): Promise<ConditionReportPageJson> {
    const { rows, total } = await this.reports.pageBySpring(springId, page);
    return {
      reports: rows.map(toReportJson),
      page,
      total_pages: Math.ceil(total / REPORTS_PAGE_SIZE),
      total,
    };
  }

  async create(
    caller: Caller,
    springId: number,
    dto: WriteReportDto,
    image?: Buffer,
  ): Promise<ConditionReportJson> {
    // Cheap refusals first, before a photo is re-encoded.
    if (await this.reports.exists(springId, caller.id, dto.visited_on))
      throw new ConflictException(ALREADY_REPORTED);
    await this.springs.refuseUnknown(springId);
    return alreadyReportedOr(
      this.writings.create(caller, image, async (client, imageUrl) => {
        const id = await this.reports.insert(
          client,
          { springId, userId: caller.id, username: caller.username },
          dto,
          imageUrl,
        );
        return this.publish(client, id, reportCreated);
      }),
    );
  }

  update(
    caller: Caller,
    id: string,
    dto: WriteReportDto,
    image?: Buffer,
  ): Promise<ConditionReportJson> {
    // Moved to a visit date the member has reported already: refused as a second report is.
    return alreadyReportedOr(
      this.writings.edit(caller, id, image, async (client, imageUrl) => {
        await this.reports.update(client, id, caller.username, dto, imageUrl);
        return this.publish(client, id, reportUpdated);
      }),
    );
  }

  remove(caller: Caller, id: string): Promise<void> {
    return this.writings.remove(caller, id, reportDeleted);
  }

  private async publish(
    client: PoolClient,
    id: string,
    event: (row: ReportRow) => { id: string; subject: string; payload: Uint8Array },
  ): Promise<ConditionReportJson> {
    const row = await this.reports.findOne(client, id);
    await addToOutbox(client, event(row));
    return toReportJson(row);
  }
}
