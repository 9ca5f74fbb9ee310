import { resolve } from 'node:path';
import { baseConfigSchema } from '@hotsprings/service-kit';
import { z } from 'zod';

// dist/config -> the repository root, so every process of a checkout shares one folder.
const DEFAULT_UPLOADS_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'uploads');

export const reviewsConfigSchema = baseConfigSchema
  .extend({
    /** Where review photos are written; served back under /uploads/reviews/. */
    UPLOADS_DIR: z.string().min(1).default(DEFAULT_UPLOADS_DIR),
    /** Largest photo accepted, in bytes. */
    MAX_IMAGE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(5 * 1024 * 1024),
    /** Photos go to this S3-compatible bucket when set, instead of UPLOADS_DIR. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible server's URL (MinIO, R2, ...); AWS itself when unset. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Where browsers fetch the bucket's objects (a CDN or the bucket's public URL). */
    S3_PUBLIC_URL: z.url().optional(),
  })
  .refine((config) => !config.S3_BUCKET || config.S3_PUBLIC_URL, {
    message: 'is required with S3_BUCKET',
    path: ['S3_PUBLIC_URL'],
  });

export type ReviewsConfig = z.infer<typeof reviewsConfigSchema>;

/** Injection token of the validated configuration. */
export const REVIEWS_CONFIG = Symbol('REVIEWS_CONFIG');
