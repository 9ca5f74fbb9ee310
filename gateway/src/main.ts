import type { Server } from 'node:http';
import { join } from 'node:path';
import { SERVICES, serviceUrlSetting } from '@hotsprings/contracts';
import { ConfigError } from '@hotsprings/service-kit/core';
import { gatewayEnv } from '../plugin/dist/config/gateway-env';
import { expressGatewayLogLevel } from './express-gateway-env';
import { startMetricsServer } from './metrics-server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = gatewayEnv();
  process.env.EG_CONFIG_DIR = join(__dirname, '..', 'config');
  // Configuration is read once: no file watching and hot reload in a running gateway.
  process.env.EG_DISABLE_CONFIG_WATCH = 'true';
  // express-gateway logs in text through winston; our own access logs are the JSON ones.
  process.env.LOG_LEVEL = expressGatewayLogLevel(env.LOG_LEVEL);

  // Loaded only now: express-gateway reads its configuration and log level when required.
  const { redisReady, closeRedis } = await import('../plugin/dist/lib/redis');
  const { logger } = await import('../plugin/dist/lib/logger');
  const { closeNats } = await import('../plugin/dist/lib/nats');
  const { closeSpringChanges } = await import('../plugin/dist/lib/spring-changes/spring-changes');
  const { startExpressGateway } = await import('./start-express-gateway');

  // Redis is not needed to start, but waiting a moment lets the first requests use it.
  if (!(await redisReady(1_000))) logger.warn({ redis: env.REDIS_URL }, 'redis not reachable yet');
  const server: Server = await startExpressGateway(env);
  const metricsServer = await startMetricsServer(
    env.METRICS_PORT,
    SERVICES.map(({ name }) => ({
      targets: [new URL(env[serviceUrlSetting(name)]).host],
      labels: { service: name },
    })),
  );
  logger.info(
    {
      port: env.PORT,
      metricsPort: env.METRICS_PORT,
      ...Object.fromEntries(SERVICES.map(({ name }) => [name, env[serviceUrlSetting(name)]])),
      web: env.WEB_DIST_DIR,
    },
    'gateway listening',
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway stopping');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    metricsServer.close();
    // Event streams never finish by themselves: end them, and their clients reconnect elsewhere.
    closeSpringChanges();
    // Finish the requests in flight, refuse new ones, then let go of Redis and NATS.
    server.close(() => {
      void Promise.all([closeRedis(), closeNats()]).then(() => process.exit(0));
    });
    // Keep-alive connections become idle as their last response ends; close them as they do.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`gateway: ${err.message}`);
  else console.error('gateway: could not start:', err);
  process.exit(1);
});
