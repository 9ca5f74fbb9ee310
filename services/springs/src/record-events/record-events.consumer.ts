import type { FactoryProvider } from '@nestjs/common';
import {
  type ContractEvent,
  Database,
  type DurableConsumerOptions,
  type EventContracts,
  EventConsumer,
  NATS_CONNECTION,
} from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';

/** What a record's state and its deletion both carry, besides the record's own id. */
export interface SpringRecord {
  springId: number;
  version: bigint;
}

/** How one kind of record's events are applied: the migration's function and its arguments. */
export interface RecordProjection<S> {
  /**
   * `SELECT apply_<record>_event(id, spring id, version, deleted, ...details)`: one statement, so
   * one round trip per event, which keeps the projection (guarded by version) and what every
   * spring the record touches derives from it, under their advisory locks.
   */
  applySql: string;
  /** The function's arguments after `deleted`, for a state, or for a deletion (null). */
  details(state: S | null): unknown[];
}

/** Applies one event of a record: its state, or its deletion when there is none. */
export async function applyRecordEvent<S>(
  db: Database,
  projection: RecordProjection<S>,
  id: bigint,
  record: SpringRecord,
  state: S | null,
): Promise<void> {
  await db.query(projection.applySql, [
    id.toString(),
    record.springId,
    record.version.toString(),
    state === null,
    ...projection.details(state),
  ]);
}

/**
 * The created/updated/deleted events of one kind of record that belongs to a spring (a review,
 * a condition report), and the migration's function that applies them. Created and updated carry
 * the record's state; deleted carries its id, its spring and the version that deleted it.
 */
export interface RecordEvents<
  C extends EventContracts,
  S extends SpringRecord,
  D extends SpringRecord,
> extends RecordProjection<S> {
  source: {
    stream: DurableConsumerOptions['stream'];
    /** Shared by every replica of the service, so each event is applied once. */
    durableName: string;
    filter: string;
  };
  /** Events of other subjects that the filter lets through change nothing here: skipped. */
  contracts: C;
  /** A deletion's names, or the state that a created or updated event carries. */
  read(event: ContractEvent<C>): { deletion: D } | { state: S | undefined };
  idOf(named: S | D): bigint;
  /** What a state must hold besides a positive id, spring and version. */
  isValidState(state: S): boolean;
}

class RecordEventsConsumer<
  C extends EventContracts,
  S extends SpringRecord,
  D extends SpringRecord,
> extends EventConsumer<C> {
  constructor(
    nc: NatsConnection,
    private readonly db: Database,
    private readonly events: RecordEvents<C, S, D>,
  ) {
    const { source, contracts, idOf, isValidState } = events;
    const named = (record: S | D) =>
      idOf(record) > 0n && record.springId > 0 && record.version > 0n;
    super(nc, {
      stream: source.stream,
      durableName: source.durableName,
      filterSubjects: [source.filter],
      contracts,
      isValid: (event) => {
        const read = events.read(event);
        if ('deletion' in read) return named(read.deletion);
        return !!read.state && named(read.state) && isValidState(read.state);
      },
    });
  }

  protected async handle(event: ContractEvent<C>): Promise<void> {
    const read = this.events.read(event);
    // A deletion is applied without a state; isValid let no event without either through.
    const state = 'deletion' in read ? null : read.state!;
    const record = state ?? (read as { deletion: D }).deletion;
    await applyRecordEvent(this.db, this.events, this.events.idOf(record), record, state);
  }
}

/** The Nest provider of the durable consumer that applies a kind of record's events. */
export function recordEventsConsumer<
  C extends EventContracts,
  S extends SpringRecord,
  D extends SpringRecord,
>(events: RecordEvents<C, S, D>): FactoryProvider {
  return {
    provide: `${events.source.durableName} consumer`,
    inject: [NATS_CONNECTION, Database],
    useFactory: (nc: NatsConnection, db: Database) => new RecordEventsConsumer(nc, db, events),
  };
}
