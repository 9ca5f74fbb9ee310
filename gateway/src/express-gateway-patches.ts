import { randomUUID } from 'node:crypto';

// What we change in express-gateway's own modules at start, where its cost per request was ours
// to cut and it offers no setting.

/**
 * express-gateway gives every request an id of its own (its context's `requestID`, which nothing
 * here reads: the `request-id` policy sets ours) from `uuid62`, which builds it through Node's
 * deprecated `Buffer()` constructor, whose deprecation check runs on every call. That was 17% of
 * the gateway's CPU on a proxied vote (load-tests/README.md). The same kind of id from Node's
 * crypto costs a fraction of it.
 */
export function cheaperRequestIds(): void {
  const fromGateway = { paths: [require.resolve('express-gateway')] };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const uuid62 = require(require.resolve('uuid62', fromGateway)) as { v4: () => string };
  uuid62.v4 = randomUUID;
}

interface WinstonLogger {
  levels: Record<string, number>;
  isLevelEnabled(level: string): boolean;
  [level: string]: unknown;
}

const isWinstonLogger = (value: unknown): value is WinstonLogger =>
  typeof (value as WinstonLogger | undefined)?.isLevelEnabled === 'function';

/**
 * express-gateway's winston loggers build every line they are given (its splat, timestamp and
 * colours) and drop one below their level only as it reaches the console. It writes a debug line
 * for every condition of every request: 4% of the gateway's CPU on a proxied vote
 * (load-tests/README.md). Here a line below the level is dropped where it is written.
 */
export function dropGatewayLinesBelowLevel(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loggers = Object.values(require('express-gateway/lib/logger') as Record<string, unknown>);
  for (const logger of loggers.filter(isWinstonLogger)) {
    for (const level of Object.keys(logger.levels)) {
      if (!logger.isLevelEnabled(level)) logger[level] = () => logger;
    }
  }
}
