import { Injectable } from '@nestjs/common';
import type { CachedBody } from '@hotsprings/service-kit';
import {
  METERS_PER_MILE,
  type SearchPlaceJson,
  type SpringSearchHitJson,
  type SpringSearchResultJson,
} from '@hotsprings/contracts';
import { GazetteerSource } from '../places/gazetteer.source';
import { US_STATE_NAMES } from '../import/us-states';
import type { GeoPoint, SearchSpringsQuery } from './dto/search-springs.dto';
import { readSearchText } from './search-text';
import { calendarKey } from './springs-list.sql';
import { toSummaryJson } from './spring-rows';
import { SpringsCache } from './springs-cache.service';
import { type SearchRow, SpringsRepository } from './springs.repository';

const STATE_BY_NAME = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

const hit = (match: 'name' | 'place') => (row: SearchRow) =>
  ({ spring: toSummaryJson(row), distance_mi: row.distance_mi, match }) as SpringSearchHitJson;

/**
 * The one search of the site (the header, /search and the map): the text is read for a spring's
 * name and a place, a place is resolved here (a US state by name or code, else a city of the
 * gazetteer spelled out in full), and the answer says which place was understood. Name matches
 * come first, so a query naming a spring finds it first; then the springs of the place, nearest
 * first (a city's within the radius, a state's all).
 */
@Injectable()
export class SpringSearchService {
  constructor(
    private readonly repository: SpringsRepository,
    private readonly gazetteer: GazetteerSource,
    private readonly cache: SpringsCache,
  ) {}

  search(query: SearchSpringsQuery): Promise<CachedBody> {
    return this.cache.get(
      `search:${calendarKey(query.filters)}${JSON.stringify(query)}`,
      async () => JSON.stringify(await this.answer(query)),
    );
  }

  async answer({
    q,
    near,
    radiusMiles,
    filters,
  }: SearchSpringsQuery): Promise<SpringSearchResultJson> {
    const text = q === undefined ? { nearMe: true } : readSearchText(q);
    const result = (place: SearchPlaceJson | null, springs: SpringSearchHitJson[]) => ({
      place,
      location_needed: text.nearMe && !near,
      radius_mi: radiusMiles,
      springs,
    });
    const place = text.nearMe
      ? near && {
          kind: 'location',
          label: 'your location',
          latitude: near.lat,
          longitude: near.lon,
          state_code: null,
        }
      : text.place !== undefined
        ? await this.resolvePlace(text.place)
        : null;
    const placePoint: GeoPoint | undefined =
      place?.latitude != null && place.longitude != null
        ? { lat: place.latitude, lon: place.longitude }
        : undefined;
    const point = placePoint ?? near;

    const named = text.name
      ? await this.repository.search({ ...filters, search: text.name }, { point })
      : [];
    if (!place) return result(null, named.map(hit('name')));
    const seen = new Set(named.map((row) => row.id));
    const around =
      place.kind === 'state'
        ? this.repository.search({ ...filters, state: place.state_code ?? undefined }, { point })
        : this.repository.search(filters, { point, withinMeters: radiusMiles * METERS_PER_MILE });
    const nearby = (await around).filter((row) => !seen.has(row.id));
    return result(place, [...named.map(hit('name')), ...nearby.map(hit('place'))]);
  }

  /** A US state by name or two-letter code, else a city of the gazetteer by its full name. */
  private async resolvePlace(text: string): Promise<SearchPlaceJson | null> {
    const code = /^[a-z]{2}$/i.test(text)
      ? text.toUpperCase()
      : STATE_BY_NAME.get(text.toLowerCase());
    if (code && US_STATE_NAMES[code]) {
      return {
        kind: 'state',
        label: US_STATE_NAMES[code],
        latitude: null,
        longitude: null,
        state_code: code,
      };
    }
    const city = await this.gazetteer.city(text);
    if (!city) return null;
    return {
      kind: 'city',
      label: [city.name, city.region].filter(Boolean).join(', '),
      latitude: city.lat,
      longitude: city.lon,
      state_code: city.country === 'US' ? city.region : null,
    };
  }
}
