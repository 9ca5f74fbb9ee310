import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { PlaceFeatureJson } from '@hotsprings/contracts';
import type { PlaceSearch, PlaceSource } from './place-feature';

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', MX: 'Mexico' };

/** A place of the gazetteer; region is the state or province code. */
export interface PlaceRow {
  id: string;
  name: string;
  region: string | null;
  country: string;
  lon: number;
  lat: number;
}

/** The name part of "Hot Springs, AR", lower case. */
function placeName(query: string): string {
  const comma = query.lastIndexOf(',');
  return (comma > 0 ? query.slice(0, comma) : query).trim().toLowerCase();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The offline place search over the `places` table. "Hot Springs, AR" narrows by state,
 * province or country. Exact names first, then names starting with the text, then names with a
 * word starting with it; larger places first within each.
 */
@Injectable()
export class GazetteerSource implements PlaceSource {
  constructor(private readonly db: Database) {}

  async search({ query, limit }: PlaceSearch): Promise<PlaceFeatureJson[]> {
    const rows = await this.rows(query, limit);
    return rows.map((r) => ({
      id: `place.${r.id}`,
      type: 'Feature',
      place_type: ['place'],
      text: r.name,
      place_name: [r.name, r.region, COUNTRY_NAMES[r.country]].filter(Boolean).join(', '),
      center: [r.lon, r.lat],
    }));
  }

  /**
   * The largest place whose name is exactly the text ("Boise", "boise, id"), or undefined: a
   * search names a city only when it spells it out, so "Bois" stays a name search.
   */
  async city(query: string): Promise<PlaceRow | undefined> {
    const [best] = await this.rows(query, 1);
    return best && best.name.toLowerCase() === placeName(query) ? best : undefined;
  }

  private rows(query: string, limit: number): Promise<PlaceRow[]> {
    const comma = query.lastIndexOf(',');
    const name = placeName(query);
    const qualifier = comma > 0 ? query.slice(comma + 1).trim() : '';
    return this.db.query<PlaceRow>(
      `SELECT id::text, name, region, country, ST_X(location::geometry) AS lon, ST_Y(location::geometry) AS lat
         FROM places
        WHERE (lower(name) LIKE $1 || '%' OR lower(name) LIKE '% ' || $1 || '%')
          AND ($2 = '' OR upper(region) = upper($2) OR country = upper($2)
               OR CASE country WHEN 'US' THEN 'united states' WHEN 'CA' THEN 'canada' ELSE 'mexico' END = lower($2))
        ORDER BY lower(name) = $3 DESC, lower(name) LIKE $1 || '%' DESC, population DESC, id
        LIMIT $4`,
      [escapeLike(name), qualifier, name, limit],
    );
  }
}
