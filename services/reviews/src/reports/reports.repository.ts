import { Injectable } from '@nestjs/common';
import { REPORTS_PAGE_SIZE } from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import type { WriteReportDto } from './dto/write-report.dto';
import type { ReportRow } from './report-row';

// The visit day as text: a date read as a JavaScript Date would be shifted by the time zone.
export const SELECT_REPORTS = `
  SELECT r.id, r.spring_id, r.user_id, r.username, to_char(r.visited_on, 'YYYY-MM-DD') AS visited_on,
         r.status, r.water_temperature_f, r.flow, r.crowding, r.note, r.image_url, r.version,
         r.created_at, r.updated_at
    FROM condition_reports r`;
const NEWEST_VISIT_FIRST = 'ORDER BY r.visited_on DESC, r.created_at DESC, r.id DESC';

const WRITABLE = [
  'visited_on',
  'status',
  'water_temperature_f',
  'flow',
  'crowding',
  'note',
] as const;
const writableValues = (dto: WriteReportDto) => WRITABLE.map((field) => dto[field]);

/** The SQL of condition reports; the service decides what runs in which transaction. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  /** One page of the spring's reports (pages from 1) and how many it has in all. */
  async pageBySpring(
    springId: number,
    page: number,
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.query<ReportRow>(
        `${SELECT_REPORTS} WHERE r.spring_id = $1 ${NEWEST_VISIT_FIRST} LIMIT $2 OFFSET $3`,
        [springId, REPORTS_PAGE_SIZE, (page - 1) * REPORTS_PAGE_SIZE],
      ),
      this.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM condition_reports WHERE spring_id = $1',
        [springId],
      ),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  async exists(springId: number, userId: string, visitedOn: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM condition_reports WHERE spring_id = $1 AND user_id = $2 AND visited_on = $3',
      [springId, userId, visitedOn],
    );
    return rows.length > 0;
  }

  async findOne(client: PoolClient, id: string): Promise<ReportRow> {
    const { rows } = await client.query<ReportRow>(`${SELECT_REPORTS} WHERE r.id = $1`, [id]);
    return rows[0] as ReportRow;
  }

  /** Who wrote the report, read without a lock: to refuse another member early. */
  async authorOf(id: string): Promise<{ user_id: string } | undefined> {
    const [row] = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM condition_reports WHERE id = $1',
      [id],
    );
    return row;
  }

  /** Locks the report for the rest of the transaction; null when there is none. */
  async lock(client: PoolClient, id: string): Promise<ReportRow | null> {
    const { rows } = await client.query<ReportRow>(`${SELECT_REPORTS} WHERE r.id = $1 FOR UPDATE`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async delete(client: PoolClient, id: string): Promise<void> {
    await client.query('DELETE FROM condition_reports WHERE id = $1', [id]);
  }

  async insert(
    client: PoolClient,
    report: { springId: number; userId: string; username: string },
    dto: WriteReportDto,
    imageUrl: string | null,
  ): Promise<string> {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO condition_reports (spring_id, user_id, username, ${WRITABLE.join(', ')}, image_url)
       VALUES ($1, $2, $3, ${WRITABLE.map((_, i) => `$${i + 4}`).join(', ')}, $10)
       RETURNING id`,
      [report.springId, report.userId, report.username, ...writableValues(dto), imageUrl],
    );
    return (rows[0] as { id: string }).id;
  }

  async update(
    client: PoolClient,
    id: string,
    username: string,
    dto: WriteReportDto,
    imageUrl: string | null,
  ): Promise<void> {
    await client.query(
      `UPDATE condition_reports
          SET ${WRITABLE.map((field, i) => `${field} = $${i + 3}`).join(', ')},
              username = $2, image_url = $9, version = version + 1, updated_at = now()
        WHERE id = $1`,
      [id, username, ...writableValues(dto), imageUrl],
    );
  }
}
