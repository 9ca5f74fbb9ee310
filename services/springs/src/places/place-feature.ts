/** A place as the map's city search reads it: the shape of a Mapbox geocoding feature. */
export interface PlaceFeature {
  id: string;
  type: 'Feature';
  place_type: string[];
  text: string;
  place_name: string;
  /** [longitude, latitude] */
  center: [number, number];
}

export interface PlaceSearch {
  query: string;
  limit: number;
}

/** Where places come from: the local gazetteer, or a geocoding provider when one is configured. */
export interface PlaceSource {
  search(search: PlaceSearch): Promise<PlaceFeature[]>;
}
