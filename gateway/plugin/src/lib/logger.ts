import pino from 'pino';
import { gatewayEnv } from '../config/gateway-env';

/** JSON logs like every service's, so one request id can be followed through all of them. */
export const logger = pino({ level: gatewayEnv().LOG_LEVEL, base: { service: 'gateway' } });
