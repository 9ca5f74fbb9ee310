import { resolve } from 'node:path';
import { baseConfigSchema } from '@hotsprings/service-kit';
import { z } from 'zod';

// dist/config -> the repository root, so every process of a checkout shares one folder.
const DEFAULT_UPLOADS_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'uploads');

export const reviewsConfigSchema = baseConfigSchema.extend({
  /** Where review photos are written; served back under /uploads/reviews/. */
  UPLOADS_DIR: z.string().min(1).default(DEFAULT_UPLOADS_DIR),
  /** Largest photo accepted, in bytes. */
  MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /** How long to wait for the springs service to confirm that a spring exists. */
  SPRINGS_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
});

export type ReviewsConfig = z.infer<typeof reviewsConfigSchema>;

/** Injection token of the validated configuration. */
export const REVIEWS_CONFIG = Symbol('REVIEWS_CONFIG');
