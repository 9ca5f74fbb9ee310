import { z } from 'zod';

// Mapbox's feature types; the gazetteer holds populated places, which answer `place`/`locality`.
const MAPBOX_TYPES = [
  'country',
  'region',
  'postcode',
  'district',
  'place',
  'locality',
  'neighborhood',
  'address',
  'poi',
] as const;
export const ANSWERED_TYPES = new Set(['place', 'locality']);
export const MAX_PLACES = 10;

export const searchPlacesQuery = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .transform((n) => Math.min(n, MAX_PLACES)),
  types: z
    .string()
    .default('place,locality')
    .transform((t) =>
      t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(MAPBOX_TYPES, { error: `must be among ${MAPBOX_TYPES.join(', ')}` }))),
});
