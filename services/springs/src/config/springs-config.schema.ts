import { baseConfigSchema } from '@hotsprings/service-kit';
import { z } from 'zod';

export const springsConfigSchema = baseConfigSchema.extend({
  /** A Nominatim-compatible geocoder for the place search; the offline gazetteer otherwise. */
  PLACES_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Distinct list queries whose responses stay cached per replica. */
  SPRINGS_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
});

export type SpringsConfig = z.infer<typeof springsConfigSchema>;

/** Injection token of the validated configuration. */
export const SPRINGS_CONFIG = Symbol('SPRINGS_CONFIG');
