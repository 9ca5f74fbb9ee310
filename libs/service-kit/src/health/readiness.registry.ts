import { Injectable, Logger } from '@nestjs/common';
import { type CheckFailure, type CheckState, type Readiness, readinessOf } from './readiness';

export type ReadinessCheck = () => Promise<void>;

/**
 * Where the modules that own a dependency (database, NATS) register how to check it and what its
 * failure makes the service.
 */
@Injectable()
export class ReadinessRegistry {
  private readonly logger = new Logger('Readiness');
  private readonly checks = new Map<string, { check: ReadinessCheck; failure: CheckFailure }>();
  /** Each check's last state, so that the log tells each change once, not every probe. */
  private readonly last = new Map<string, CheckState>();

  /** `failure`: what the check failing makes the service (see `CheckFailure`). */
  register(name: string, check: ReadinessCheck, failure: CheckFailure): void {
    this.checks.set(name, { check, failure });
  }

  /** Runs every check; a check that does not answer within the timeout counts as failed. */
  async run(timeoutMs = 2000): Promise<Readiness> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, { check, failure }]) => {
        try {
          await withTimeout(check(), timeoutMs);
          this.record(name, 'ok');
          return [name, 'ok'] as const;
        } catch (err) {
          this.record(name, failure, err instanceof Error ? err.message : String(err));
          return [name, failure] as const;
        }
      }),
    );
    return readinessOf(Object.fromEntries(entries));
  }

  private record(name: string, state: CheckState, reason?: string): void {
    const previous = this.last.get(name);
    this.last.set(name, state);
    if (state === previous || (state === 'ok' && previous === undefined)) return;
    if (state === 'ok') this.logger.log(`${name}: ok again`);
    else this.logger.warn(`${name}: ${state} (${reason})`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
