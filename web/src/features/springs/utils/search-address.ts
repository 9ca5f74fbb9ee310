import { DEFAULT_SEARCH_RADIUS_MILES } from '@hotsprings/contracts/limits';
import type { SpringSearch } from '../api/springs.api';

/** `near=lat,lon` of the page's address, as "near me" sets it. */
function nearOf(text: string | null): { lat: number; lon: number } | undefined {
  const [lat, lon] = (text ?? '').split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lon) && text
    ? { lat: lat!, lon: lon! }
    : undefined;
}

/** The search a /search address asks for: its text, the browser's point and the radius. */
export function searchOf(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').trim(),
    near: nearOf(params.get('near')),
    radiusMi: Number(params.get('radius_mi')) || DEFAULT_SEARCH_RADIUS_MILES,
  };
}

/** A search with neither text nor point: the page lists every spring the filters keep. */
export function isBlankSearch({ q, near }: SpringSearch): boolean {
  return !q?.trim() && !near;
}
