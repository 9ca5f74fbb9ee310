type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * express-gateway's own (winston, text) log level for ours. It logs only problems: the request
 * log is our JSON access log, and its info lines would break the one-JSON-object-per-line stream.
 */
export function expressGatewayLogLevel(level: PinoLevel): string {
  if (level === 'debug' || level === 'trace') return 'debug';
  if (level === 'fatal' || level === 'error' || level === 'silent') return 'error';
  return 'warn';
}
