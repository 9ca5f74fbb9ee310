import { MAX_SEARCH_TEXT_LENGTH } from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
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

const LIMIT = 'limit must be a whole number of at least 1.';
const TYPES = `types must be among ${MAPBOX_TYPES.join(', ')}.`;

export const searchPlacesQuery = z.object({
  q: singleLineText('q', { max: MAX_SEARCH_TEXT_LENGTH, notText: 'q is required.' })
    .min(1, 'q is required.')
    .describe('The name of a city or place, or its beginning.'),
  limit: z.coerce
    .number({ error: LIMIT })
    .int(LIMIT)
    .min(1, LIMIT)
    .default(5)
    .transform((n) => Math.min(n, MAX_PLACES))
    .describe(`How many places at most (${MAX_PLACES} at the very most).`),
  types: z
    .string({ error: TYPES })
    .default('place,locality')
    .transform((t) =>
      t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(MAPBOX_TYPES, { error: TYPES })))
    .describe('Feature types, comma-separated; places are answered for place and locality.'),
});

export type SearchPlacesQuery = z.infer<typeof searchPlacesQuery>;
