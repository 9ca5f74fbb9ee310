import {
  MAX_REPORTED_OPEN_WITHIN_DAYS,
  MAX_SEARCH_TEXT_LENGTH,
  TEMPERATURE_BAND_KEYS,
  TEMPERATURE_BAND_NAMES,
  type TemperatureBand,
} from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

/** A viewport; `west > east` means it crosses the antimeridian (170,50,-170,55 or 170,50,190,55). */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface ListSpringsFilters {
  search?: string;
  state?: string;
  tempRanges: TemperatureBand[];
  minRating?: number;
  bbox?: BoundingBox;
  /** Only springs whose latest condition report is 'open', of a visit at most this many days ago. */
  reportedOpenWithinDays?: number;
}

// A query parameter given once; an empty value (an unset form field) means "not set".
export const once = (name: string) =>
  z
    .string({ error: `${name} must be given once.` })
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

const TEMP_RANGE = `temp_range must be ${TEMPERATURE_BAND_NAMES}.`;
const MIN_RATING = 'min_rating must be a number from 0 to 5.';
const REPORTED_OPEN = `reported_open_within_days must be a whole number from 1 to ${MAX_REPORTED_OPEN_WITHIN_DAYS}.`;

const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

const bbox = z
  .string()
  .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'bbox must be west,south,east,north in degrees.')
  .transform((text, ctx): BoundingBox | typeof z.NEVER => {
    const [west, south, east, north] = text.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (south > north || south < -90 || north > 90) {
      ctx.addIssue({
        code: 'custom',
        message: 'In bbox, south and north must be latitudes with south <= north.',
      });
      return z.NEVER;
    }
    if (Math.abs(west) > 540 || Math.abs(east) > 540) {
      ctx.addIssue({ code: 'custom', message: 'In bbox, longitudes must be within ±540.' });
      return z.NEVER;
    }
    // A map that wrapped around the world shows every longitude.
    if (west <= east && east - west >= 360) return { west: -180, south, east: 180, north };
    return { west: wrapLongitude(west), south, east: wrapLongitude(east), north };
  });

/** The filters GET /api/springs and GET /api/springs/search share, field by field. */
export const filterFields = {
  state: once('state')
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter state code.')
        .optional(),
    )
    .describe('A two-letter state code, e.g. ID.'),
  temp_range: z
    .union([z.string(), z.array(z.string())], { error: TEMP_RANGE })
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(
      z.array(
        z.enum(TEMPERATURE_BAND_KEYS as [TemperatureBand, ...TemperatureBand[]], {
          error: TEMP_RANGE,
        }),
      ),
    )
    .describe(`${TEMPERATURE_BAND_NAMES}; repeat the parameter for several.`),
  min_rating: once('min_rating')
    .pipe(
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, MIN_RATING)
        .transform(Number)
        .pipe(z.number().max(5, MIN_RATING))
        .optional(),
    )
    .describe('The lowest average rating, 0 to 5.'),
  reported_open_within_days: once('reported_open_within_days')
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,3}$/, REPORTED_OPEN)
        .transform(Number)
        .pipe(z.number().max(MAX_REPORTED_OPEN_WITHIN_DAYS, REPORTED_OPEN))
        .optional(),
    )
    .describe(
      "Only springs whose latest condition report says open, of a visit at most this many days ago (the map's filter: 90).",
    ),
};

type FilterFields = z.infer<z.ZodObject<typeof filterFields>>;

/** The shared filters in their normalized form (equal searches share one cache entry). */
export const toFilters = (q: FilterFields): Omit<ListSpringsFilters, 'search' | 'bbox'> => ({
  state: q.state?.toUpperCase(),
  tempRanges: TEMPERATURE_BAND_KEYS.filter((band) => q.temp_range.includes(band)),
  minRating: q.min_rating || undefined,
  reportedOpenWithinDays: q.reported_open_within_days,
});

/** The query of GET /api/springs, normalized so that equal searches share one cache entry. */
export const listSpringsQuery = z
  .object({
    search: singleLineText('search', {
      max: MAX_SEARCH_TEXT_LENGTH,
      notText: 'search must be given once.',
    })
      .optional()
      .transform((v) => (v ? v : undefined))
      .describe("Part of the spring's name."),
    ...filterFields,
    bbox: once('bbox')
      .pipe(bbox.optional())
      .describe('The map viewport: west,south,east,north in degrees, e.g. -120,40,-110,46.'),
  })
  .transform((q): ListSpringsFilters => ({ search: q.search, ...toFilters(q), bbox: q.bbox }));
