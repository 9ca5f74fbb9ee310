import { resolve } from 'node:path';
import { baseConfigSchema } from '@hotsprings/service-kit';
import { imageSettings, S3_PUBLIC_URL_RULE } from '@hotsprings/service-kit/images';
import { z } from 'zod';

// dist/config -> the repository root, so every process of a checkout shares one folder.
const DEFAULT_UPLOADS_DIR = resolve(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  '.data',
  'uploads-community',
);

/**
 * The base settings, where post images go (UPLOADS_DIR, MAX_IMAGE_BYTES, S3_*), and the store:
 * MongoDB when MONGODB_URL is set (DATABASE_URL is then dropped: the service has no PostgreSQL
 * database to make or migrate), otherwise PostgreSQL at DATABASE_URL.
 */
export const communityConfigSchema = baseConfigSchema
  .extend({
    DATABASE_URL: baseConfigSchema.shape.DATABASE_URL.optional(),
    /** The forum's MongoDB (a replica set: writes use transactions); wins over DATABASE_URL. */
    MONGODB_URL: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL')
      .optional(),
    ...imageSettings(DEFAULT_UPLOADS_DIR),
  })
  .refine(...S3_PUBLIC_URL_RULE)
  .refine((config) => config.DATABASE_URL || config.MONGODB_URL, {
    message: 'is required unless MONGODB_URL is set',
    path: ['DATABASE_URL'],
  })
  .transform((config) => (config.MONGODB_URL ? { ...config, DATABASE_URL: undefined } : config));

export type CommunityConfig = z.infer<typeof communityConfigSchema>;

/** Injection token of the validated configuration. */
export const COMMUNITY_CONFIG = Symbol('COMMUNITY_CONFIG');

/**
 * The largest body, JSON or a form's text field: a post's content is up to 40,000 characters of
 * up to 4 bytes each in UTF-8, beside its title.
 */
export const MAX_BODY_BYTES = 256 * 1024;
