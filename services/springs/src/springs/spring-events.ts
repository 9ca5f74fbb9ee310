import { create } from '@bufbuild/protobuf';
import {
  SpringCreatedSchema,
  SpringStateSchema,
  SpringUpdatedSchema,
  SUBJECTS,
} from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';

/** What a spring's events carry, read from the row that was just written. */
export const SPRING_EVENT_COLUMNS = `id, name, state_code, ST_Y(location::geometry) AS latitude,
  ST_X(location::geometry) AS longitude, version`;

export interface SpringEventRow {
  id: number;
  name: string | null;
  state_code: string;
  latitude: number;
  longitude: number;
  /** bigint, as pg returns it. */
  version: string;
}

/** A spring's first version announces it; every later one is a change. */
export function springEvent(row: SpringEventRow): OutboxEvent {
  const spring = create(SpringStateSchema, {
    springId: row.id,
    name: row.name ?? undefined,
    stateCode: row.state_code,
    latitude: row.latitude,
    longitude: row.longitude,
    version: BigInt(row.version),
  });
  return spring.version === 1n
    ? outboxEvent(SpringCreatedSchema, SUBJECTS.springCreated, { spring })
    : outboxEvent(SpringUpdatedSchema, SUBJECTS.springUpdated, { spring });
}
