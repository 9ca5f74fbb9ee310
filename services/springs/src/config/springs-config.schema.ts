import { baseConfigSchema } from '@hotsprings/service-kit';
import { z } from 'zod';

export const springsConfigSchema = baseConfigSchema.extend({
  /** A Nominatim-compatible geocoder for the place search; the offline gazetteer otherwise. */
  PLACES_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Distinct list queries whose responses stay cached per replica. */
  SPRINGS_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * An OpenAI-compatible API that writes AI summaries (e.g. https://api.openai.com/v1); unset,
   * summaries are written from the spring's data alone (extractive), offline.
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** A model slower than this is given up on, and the extractive summary used. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Summaries one member may have written per hour (a stored one asked again does not count). */
  SUMMARY_GENERATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
});

export type SpringsConfig = z.infer<typeof springsConfigSchema>;

/** Injection token of the validated configuration. */
export const SPRINGS_CONFIG = Symbol('SPRINGS_CONFIG');
