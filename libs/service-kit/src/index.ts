// `@hotsprings/service-kit`: the NestJS layer every service is built on, with the framework-free
// core re-exported, so that a service's production code imports from this one entry. Test
// helpers are `@hotsprings/service-kit/testing`; image storage is `@hotsprings/service-kit/images`.
export * from './core';
export * from './config/service-config.module';
export * from './logging/logger.module';
export * from './http/bootstrap';
export * from './http/json-error.filter';
export * from './http/retry-later.exception';
export * from './http/not-found';
export * from './http/path-ids.pipe';
export * from './http/zod-validation.pipe';
export * from './identity/caller';
export * from './identity/member-routes';
export * from './health/health.module';
export * from './health/readiness.registry';
export * from './database/database.module';
export * from './database/pg-listener';
export * from './nats/nats.module';
export * from './nats/durable-consumer';
export * from './nats/event-consumer';
export * from './nats/projection-consumer';
export * from './nats/outbox-relay';
export * from './nats/event-barrier';
export * from './nats/outbox.module';
export * from './springs/spring-events.consumer';
export * from './service-infrastructure';
export * from './rpc/rpc-client';
export * from './rpc/rpc-server';
export * from './openapi/api-answer.decorator';
export * from './votes/vote-route';
export * from './openapi/input-schema';
export * from './openapi/openapi-document';
export * from './premium/premium-events.consumer';
export * from './premium/premium-members';
export * from './reproject/reproject-cli';
export * from './http/http-platform';
export * from './http/node-exchange';
export { sendJson } from './http/send-json';
