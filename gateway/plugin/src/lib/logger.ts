import pino from 'pino';
import { gatewayEnv } from '../config/gateway-env';

/**
 * JSON logs like every service's, so one request id can be followed through all of them. Written
 * asynchronously: a request never waits on the log's pipe, and lines logged while a write is under
 * way go out together with the next one. pino writes what is left when the process exits.
 */
export const logger = pino(
  { level: gatewayEnv().LOG_LEVEL, base: { service: 'gateway' } },
  pino.destination({ sync: false }),
);
