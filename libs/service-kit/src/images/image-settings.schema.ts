import { MAX_IMAGE_BYTES } from '@hotsprings/contracts';
import { z } from 'zod';
import { requiredWith } from '../config/base-config.schema';

/**
 * The settings of a service that stores images, to spread into its configuration schema:
 * `baseConfigSchema.extend(imageSettings(dir)).refine(...S3_PUBLIC_URL_RULE)`.
 */
export function imageSettings(defaultUploadsDir: string) {
  return {
    /** Where images are written when no bucket is set; served back under /uploads/<folder>/. */
    UPLOADS_DIR: z.string().min(1).default(defaultUploadsDir),
    /** Largest image accepted, in bytes. */
    MAX_IMAGE_BYTES: z.coerce.number().int().min(1024).default(MAX_IMAGE_BYTES),
    /**
     * The bytes of images (as stored) a member may add per UTC day, across every service that
     * stores images: 100 MB, about a hundred photos, or twenty of the largest.
     */
    IMAGE_BYTES_PER_DAY: z.coerce
      .number()
      .int()
      .min(1024)
      .default(100 * 1024 * 1024),
    /** Where the image budgets are counted (the gateway's Redis). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .default('redis://127.0.0.1:6379'),
    /** Images are refused (507) when storing one would leave less free space in UPLOADS_DIR. */
    UPLOADS_MIN_FREE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(1024 * 1024 * 1024),
    /** Images go to this S3-compatible bucket when set, instead of UPLOADS_DIR. */
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
  };
}

export type ImageSettings = z.infer<z.ZodObject<ReturnType<typeof imageSettings>>>;

/** A bucket needs the address browsers fetch its objects from: `.refine(...S3_PUBLIC_URL_RULE)`. */
export const S3_PUBLIC_URL_RULE = requiredWith('S3_BUCKET', 'S3_PUBLIC_URL');
