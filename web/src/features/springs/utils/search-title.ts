import type { SpringSearchResultJson } from '@hotsprings/contracts';

/** The /search page's title: the place the server understood, else the text searched. */
export function searchTitle(q: string, result: SpringSearchResultJson | undefined): string {
  const place = result?.place;
  if (place?.kind === 'state') return `Springs in ${place.label}`;
  if (place?.kind === 'location' || result?.location_needed) return 'Springs near you';
  if (place) return `Springs near ${place.label}`;
  return q ? `Springs matching "${q}"` : 'All hot springs';
}
