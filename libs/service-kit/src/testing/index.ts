// `@hotsprings/service-kit/testing`: what tests use and production code never loads.
export * from './database-fixture';
export * from './nats-server';
export * from './http-call';
export * from './photo-with-secrets';
export * from './keeps-contract';
export * from './raw-http';
export * from './eventually';
export * from './stripe-api-server';
export * from './stripe-webhook';
export * from './stream-events';
export * from './service-under-test';
export * from './use-service-under-test';
export * from './spring-events';
export * from './premium-events';
export * from './redis-database';
export * from './database-template';
export * from './free-port';
