import {
  DynamicModule,
  Global,
  Inject,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { ReadinessRegistry } from '../health/readiness.registry';
import { Database } from './database';
import { migrate, MigrationStep, replaceFunctions } from './migrate';

export interface DatabaseModuleOptions {
  url: string;
  /** Folder of `NNN_name.sql` migrations, applied at start. */
  migrationsDir: string;
  /** Migrations in code, applied at start among the files (see `migrate`). */
  migrationSteps?: Record<string, MigrationStep>;
  /** `CREATE OR REPLACE FUNCTION` SQL, run after the migrations at every start (`replaceFunctions`). */
  functions?: string;
  poolSize?: number;
}

const OPTIONS = Symbol('DatabaseModuleOptions');

/**
 * The service's own database: migrated (and its functions replaced) at start, required by `/readyz` (the service answers
 * nothing without it), closed at shutdown.
 */
@Global()
@Module({})
export class DatabaseModule implements OnModuleInit, OnApplicationShutdown {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: OPTIONS, useValue: options },
        { provide: Database, useFactory: () => new Database(options.url, options.poolSize) },
      ],
      exports: [Database],
    };
  }

  constructor(
    private readonly db: Database,
    private readonly readiness: ReadinessRegistry,
    @Inject(OPTIONS) private readonly options: DatabaseModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.db, this.options.migrationsDir, this.options.migrationSteps);
    if (this.options.functions) await replaceFunctions(this.db, this.options.functions);
    this.readiness.register(
      'postgres',
      async () => {
        await this.db.query('SELECT 1');
      },
      'unavailable',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
