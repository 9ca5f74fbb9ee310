import type { PlaceFeatureJson } from '@hotsprings/contracts';
import type { PlaceSearch, PlaceSource } from './place-feature';

const TIMEOUT_MS = 3000;

interface NominatimPlace {
  place_id: number | string;
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
}

/** A Nominatim-compatible geocoder (`/search?format=jsonv2`), limited to North America. */
export class NominatimSource implements PlaceSource {
  constructor(private readonly baseUrl: string) {}

  async search({ query, limit }: PlaceSearch): Promise<PlaceFeatureJson[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      limit: String(limit),
      countrycodes: 'us,ca,mx',
    }).toString();
    const res = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': 'hot-springs/1.0' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    const places = (await res.json()) as NominatimPlace[];
    return places.slice(0, limit).map((p) => ({
      id: `nominatim.${p.place_id}`,
      type: 'Feature',
      place_type: ['place'],
      text: p.name || p.display_name.split(',')[0] || p.display_name,
      place_name: p.display_name,
      center: [Number(p.lon), Number(p.lat)],
    }));
  }
}
