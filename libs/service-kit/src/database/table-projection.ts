import type { Projection } from '../nats/projection-consumer';
import type { Database } from './database';
import { keepNewestSql } from './keep-newest';

/**
 * A projection kept in one table of the service's PostgreSQL: `keep` writes a state's row unless
 * the row held has a newer version (`keepNewestSql`), and `isEmpty` is true for a new or emptied
 * table, which replays the stream. A subclass gives the table, its key, each column's SQL
 * expression and `row`, the parameters those expressions use.
 */
export abstract class TableProjection<T extends { version: bigint }> implements Projection<T> {
  private readonly keepSql: string;

  protected constructor(
    protected readonly db: Database,
    private readonly table: string,
    key: string,
    values: Record<string, string>,
  ) {
    this.keepSql = keepNewestSql(table, key, values);
  }

  /** The parameters of the state's row, in order; its version is added after them. */
  protected abstract row(state: T): unknown[];

  async keep(state: T): Promise<void> {
    await this.db.query(this.keepSql, [...this.row(state), state.version.toString()]);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM ${this.table} LIMIT 1`)).length === 0;
  }
}
