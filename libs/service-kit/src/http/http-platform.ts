import { z } from 'zod';

/**
 * The HTTP platform a service's NestJS application runs on. Express is what every service runs;
 * Fastify is built by the kit with the same answers on the shared pipeline (`fastify-app.ts`) so
 * that the two can be measured side by side (`make bench`, the platform section).
 */
export const HTTP_PLATFORMS = ['express', 'fastify'] as const;

export type HttpPlatform = (typeof HTTP_PLATFORMS)[number];

/** `HTTP_PLATFORM`, for a service's configuration schema: express unless set. */
export const httpPlatformSetting = z.enum(HTTP_PLATFORMS).default('express');
