import { resolve } from 'node:path';
import { baseConfigSchema } from '@hotsprings/service-kit';
import { imageSettings, S3_PUBLIC_URL_RULE } from '@hotsprings/service-kit/images';
import { z } from 'zod';

// dist/config -> the repository root, so every process of a checkout shares one folder.
const DEFAULT_UPLOADS_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'uploads');

/** The base settings and where review photos go (UPLOADS_DIR, MAX_IMAGE_BYTES, S3_*). */
export const reviewsConfigSchema = baseConfigSchema
  .extend(imageSettings(DEFAULT_UPLOADS_DIR))
  .refine(...S3_PUBLIC_URL_RULE);

export type ReviewsConfig = z.infer<typeof reviewsConfigSchema>;

/** Injection token of the validated configuration. */
export const REVIEWS_CONFIG = Symbol('REVIEWS_CONFIG');
