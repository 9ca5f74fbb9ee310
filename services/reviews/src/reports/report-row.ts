import type { ConditionReportJson } from '@hotsprings/contracts';

/** A row of `condition_reports` as its queries return it (bigint and numeric arrive as strings). */
export interface ReportRow {
  id: string;
  spring_id: number;
  user_id: string;
  username: string;
  /** YYYY-MM-DD: the queries read the date as text, so no time zone can shift it. */
  visited_on: string;
  status: string;
  water_temperature_f: string | null;
  flow: string | null;
  crowding: string | null;
  note: string | null;
  image_url: string | null;
  version: string;
  created_at: Date;
  updated_at: Date;
}

export function toReportJson(row: ReportRow): ConditionReportJson {
  return {
    id: row.id,
    spring_id: row.spring_id,
    user: { id: row.user_id, username: row.username },
    visited_on: row.visited_on,
    status: row.status,
    water_temperature_f: row.water_temperature_f === null ? null : Number(row.water_temperature_f),
    flow: row.flow,
    crowding: row.crowding,
    note: row.note,
    image_url: row.image_url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
