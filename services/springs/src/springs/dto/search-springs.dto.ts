import { singleLineText } from '@hotsprings/service-kit';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  MAX_SEARCH_RADIUS_MILES,
  MAX_SEARCH_TEXT_LENGTH,
  MIN_SEARCH_RADIUS_MILES,
} from '@hotsprings/contracts';
import { z } from 'zod';
import { filterFields, type ListSpringsFilters, once, toFilters } from './list-springs.dto';

/** A point in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface SearchSpringsQuery {
  /** What was typed: a spring's name, a place, or both ("hot springs near Boise"). */
  q?: string;
  /** The caller's own point (e.g. the browser's location), for "near me" and for distances. */
  near?: GeoPoint;
  radiusMiles: number;
  filters: Omit<ListSpringsFilters, 'search' | 'bbox'>;
}

const NEAR = 'near must be lat,lon in degrees, e.g. 43.6,-116.2.';
const RADIUS = `radius_mi must be a number of miles from ${MIN_SEARCH_RADIUS_MILES} to ${MAX_SEARCH_RADIUS_MILES}.`;

const near = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, NEAR)
  .transform((text) => text.split(',').map(Number) as [number, number])
  .refine(([lat, lon]) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, NEAR)
  .transform(([lat, lon]): GeoPoint => ({ lat, lon }));

const radius = z
  .string()
  .regex(/^\d+(\.\d+)?$/, RADIUS)
  .transform(Number)
  .pipe(z.number().min(MIN_SEARCH_RADIUS_MILES, RADIUS).max(MAX_SEARCH_RADIUS_MILES, RADIUS));

/** The query of GET /api/springs/search; q or near (or both) must be given. */
export const searchSpringsQuery = z
  .object({
    q: singleLineText('q', { max: MAX_SEARCH_TEXT_LENGTH, notText: 'q must be given once.' })
      .optional()
      .transform((v) => (v ? v : undefined))
      .describe(
        'A spring name, a place (city, state name or code), or both: "Boise", "Idaho", ' +
          '"hot springs near Boise", "springs in ID", "near me" (with near).',
      ),
    near: once('near')
      .pipe(near.optional())
      .describe('A reference point, lat,lon in degrees (e.g. the browser location).'),
    radius_mi: once('radius_mi')
      .pipe(radius.optional())
      .describe(
        `Miles around a city or point, ${MIN_SEARCH_RADIUS_MILES} to ${MAX_SEARCH_RADIUS_MILES} ` +
          `(${DEFAULT_SEARCH_RADIUS_MILES} when not given).`,
      ),
    ...filterFields,
  })
  .refine((q) => q.q !== undefined || q.near !== undefined, 'q or near is required.')
  .transform((q): SearchSpringsQuery => ({
    q: q.q,
    near: q.near,
    radiusMiles: q.radius_mi ?? DEFAULT_SEARCH_RADIUS_MILES,
    filters: toFilters(q),
  }));
