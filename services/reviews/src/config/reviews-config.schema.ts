import { resolve } from 'node:path';
import { baseConfigSchema, httpPlatformSetting } from '@hotsprings/service-kit';
import { imageSettings, S3_PUBLIC_URL_RULE } from '@hotsprings/service-kit/images';
import { z } from 'zod';

// dist/config -> the repository root, so every process of a checkout shares one folder.
const DEFAULT_UPLOADS_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'uploads');

/**
 * The base settings, where review photos go (UPLOADS_DIR, MAX_IMAGE_BYTES, S3_*) and the HTTP
 * platform (HTTP_PLATFORM, express unless set: fastify serves everything but photo uploads, and
 * is there to be measured against express in `make bench`).
 */
export const reviewsConfigSchema = baseConfigSchema
  .extend(imageSettings(DEFAULT_UPLOADS_DIR))
  .extend({ HTTP_PLATFORM: httpPlatformSetting })
  .refine(...S3_PUBLIC_URL_RULE);

export type ReviewsConfig = z.infer<typeof reviewsConfigSchema>;

/** Injection token of the validated configuration. */
export const REVIEWS_CONFIG = Symbol('REVIEWS_CONFIG');
