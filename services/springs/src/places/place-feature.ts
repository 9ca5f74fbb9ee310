import type { PlaceFeatureJson } from '@hotsprings/contracts';

export interface PlaceSearch {
  query: string;
  limit: number;
}

/** Where places come from: the local gazetteer, or a geocoding provider when one is configured. */
export interface PlaceSource {
  search(search: PlaceSearch): Promise<PlaceFeatureJson[]>;
}
