import { z } from 'zod';

/**
 * The HTTP platform a service's NestJS application runs on: Fastify, which costs about 1.5 x less
 * CPU per request than Express with the same answers (`load-tests/README.md`, "HTTP platforms");
 * Express stays an option (`HTTP_PLATFORM=express`), built by the kit with the same answers
 * (`fastify-app.test.ts` sends the same requests to both), and `make bench` measures one against
 * the other.
 */
export const HTTP_PLATFORMS = ['express', 'fastify'] as const;

export type HttpPlatform = (typeof HTTP_PLATFORMS)[number];

export const DEFAULT_HTTP_PLATFORM: HttpPlatform = 'fastify';

/** `HTTP_PLATFORM`, for a service's configuration schema: fastify unless set. */
export const httpPlatformSetting = z.enum(HTTP_PLATFORMS).default(DEFAULT_HTTP_PLATFORM);
