import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  REPORTS_PAGE_SIZE,
  type ConditionReportJson,
  type ConditionReportPageJson,
} from '@hotsprings/contracts';
import { addToOutbox, Caller, codedError, Database } from '@hotsprings/service-kit';
import { ImagesService } from '@hotsprings/service-kit/images';
import type { PoolClient } from 'pg';
import { assertAuthor } from '../authorship';
import { SpringsRepository } from '../springs/springs.repository';
import type { WriteReportDto } from './dto/write-report.dto';
import { reportCreated, reportDeleted, reportUpdated } from './report-events';
import { type ReportRow, toReportJson } from './report-row';
import { ReportsRepository } from './reports.repository';

const SPRING_NOT_FOUND = 'Spring not found.';
export const ALREADY_REPORTED_TEXT =
  'You have already reported this spring for that visit date. Edit that report instead.';
const ALREADY_REPORTED = codedError('already_reported', ALREADY_REPORTED_TEXT);

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Writes condition reports as reviews are written: each change and its event (the report's full
 * state and version) are committed together through the outbox, and the spring is checked
 * against the local list kept from spring events.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: Database,
    private readonly reports: ReportsRepository,
    private readonly springs: SpringsRepository,
    private readonly images: ImagesService,
  ) {}

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
    if (!(await this.springs.knows(springId))) throw new NotFoundException(SPRING_NOT_FOUND);
    const imageUrl = image ? await this.images.store(image, caller.id) : null;
    try {
      return await this.db.transaction(async (client) => {
        const id = await this.reports.insert(
          client,
          { springId, userId: caller.id, username: caller.username },
          dto,
          imageUrl,
        );
        return this.publish(client, id, reportCreated);
      });
    } catch (err) {
      await this.images.remove(imageUrl);
      if (isUniqueViolation(err)) throw new ConflictException(ALREADY_REPORTED);
      throw err;
    }
  }

  async update(
    caller: Caller,
    id: string,
    dto: WriteReportDto,
    image?: Buffer,
  ): Promise<ConditionReportJson> {
    assertAuthor(caller, await this.reports.author(id), 'edit', 'report');
    const newImageUrl = image ? await this.images.store(image, caller.id) : null;
    let replacedImageUrl: string | null = null;
    try {
      const report = await this.db.transaction(async (client) => {
        const current = await this.reports.lock(client, id);
        assertAuthor(caller, current, 'edit', 'report');
        replacedImageUrl = newImageUrl ? current.image_url : null;
        const imageUrl = newImageUrl ?? current.image_url;
        await this.reports.update(client, id, caller.username, dto, imageUrl);
        return this.publish(client, id, reportUpdated);
      });
      await this.images.remove(replacedImageUrl);
      return report;
    } catch (err) {
      await this.images.remove(newImageUrl);
      // Moved to a visit date the member has reported already.
      if (isUniqueViolation(err)) throw new ConflictException(ALREADY_REPORTED);
      throw err;
    }
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const removed = await this.db.transaction(async (client) => {
      const current = await this.reports.lock(client, id);
      assertAuthor(caller, current, 'delete', 'report');
      await this.reports.delete(client, id);
      await addToOutbox(client, reportDeleted(current));
      return current;
    });
    await this.images.remove(removed.image_url);
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
