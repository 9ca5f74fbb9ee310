import { Pool, PoolClient, QueryResultRow } from 'pg';

/** Anything that runs a query: a pool or a client (inside a transaction or not). */
export type Queryable = Pick<PoolClient, 'query'>;

/** A service's PostgreSQL database: a pool, and transactions that always release their client. */
export class Database {
  readonly pool: Pool;

  constructor(url: string, max = 10) {
    this.pool = new Pool({ connectionString: url, max });
    // An idle client losing its connection (database restart) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async query<T extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query<T>(sql, params);
    return result.rows;
  }

  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
