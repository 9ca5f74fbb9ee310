/** A rough bounding box in degrees; good enough to frame a state on the map. */
export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A choice of the state dropdown; 'All States' has an empty code and no box. */
export interface StateOption {
  code: string;
  name: string;
  box?: GeoBox;
}

export const ALL_STATES: StateOption = { code: '', name: 'All States' };

// [code, name, south, west, north, east]; Alaska's box stops at the antimeridian.
const STATES: [string, string, number, number, number, number][] = [
  ['AL', 'Alabama', 30.14, -88.47, 35.01, -84.89],
  ['AK', 'Alaska', 51.2, -179.15, 71.39, -129.98],
  ['AZ', 'Arizona', 31.33, -114.82, 37.0, -109.04],
  ['AR', 'Arkansas', 33.0, -94.62, 36.5, -89.64],
  ['CA', 'California', 32.53, -124.41, 42.01, -114.13],
  ['CO', 'Colorado', 36.99, -109.06, 41.0, -102.04],
  ['CT', 'Connecticut', 40.98, -73.73, 42.05, -71.79],
  ['DE', 'Delaware', 38.45, -75.79, 39.84, -75.05],
  ['FL', 'Florida', 24.52, -87.63, 31.0, -80.03],
  ['GA', 'Georgia', 30.36, -85.61, 35.0, -80.84],
  ['HI', 'Hawaii', 18.91, -160.25, 22.24, -154.81],
  ['ID', 'Idaho', 41.99, -117.24, 49.0, -111.04],
  ['IL', 'Illinois', 36.97, -91.51, 42.51, -87.5],
  ['IN', 'Indiana', 37.77, -88.1, 41.76, -84.78],
  ['IA', 'Iowa', 40.38, -96.64, 43.5, -90.14],
  ['KS', 'Kansas', 36.99, -102.05, 40.0, -94.59],
  ['KY', 'Kentucky', 36.5, -89.57, 39.15, -81.96],
  ['LA', 'Louisiana', 28.93, -94.04, 33.02, -88.82],
  ['ME', 'Maine', 43.06, -71.08, 47.46, -66.95],
  ['MD', 'Maryland', 37.91, -79.49, 39.72, -75.05],
  ['MA', 'Massachusetts', 41.24, -73.51, 42.89, -69.93],
  ['MI', 'Michigan', 41.7, -90.42, 48.31, -82.41],
  ['MN', 'Minnesota', 43.5, -97.24, 49.38, -89.49],
  ['MS', 'Mississippi', 30.17, -91.66, 35.0, -88.1],
  ['MO', 'Missouri', 35.99, -95.77, 40.61, -89.1],
  ['MT', 'Montana', 44.36, -116.05, 49.0, -104.04],
  ['NE', 'Nebraska', 40.0, -104.05, 43.0, -95.31],
  ['NV', 'Nevada', 35.0, -120.01, 42.0, -114.04],
  ['NH', 'New Hampshire', 42.7, -72.56, 45.31, -70.61],
  ['NJ', 'New Jersey', 38.93, -75.56, 41.36, -73.89],
  ['NM', 'New Mexico', 31.33, -109.05, 37.0, -103.0],
  ['NY', 'New York', 40.5, -79.76, 45.02, -71.86],
  ['NC', 'North Carolina', 33.84, -84.32, 36.59, -75.46],
  ['ND', 'North Dakota', 45.94, -104.05, 49.0, -96.55],
  ['OH', 'Ohio', 38.4, -84.82, 41.98, -80.52],
  ['OK', 'Oklahoma', 33.62, -103.0, 37.0, -94.43],
  ['OR', 'Oregon', 41.99, -124.57, 46.29, -116.46],
  ['PA', 'Pennsylvania', 39.72, -80.52, 42.27, -74.69],
  ['RI', 'Rhode Island', 41.15, -71.86, 42.02, -71.12],
  ['SC', 'South Carolina', 32.03, -83.35, 35.22, -78.54],
  ['SD', 'South Dakota', 42.48, -104.06, 45.95, -96.44],
  ['TN', 'Tennessee', 34.98, -90.31, 36.68, -81.65],
  ['TX', 'Texas', 25.84, -106.65, 36.5, -93.51],
  ['UT', 'Utah', 37.0, -114.05, 42.0, -109.04],
  ['VT', 'Vermont', 42.73, -73.44, 45.02, -71.46],
  ['VA', 'Virginia', 36.54, -83.68, 39.47, -75.24],
  ['WA', 'Washington', 45.54, -124.85, 49.0, -116.92],
  ['WV', 'West Virginia', 37.2, -82.64, 40.64, -77.72],
  ['WI', 'Wisconsin', 42.49, -92.89, 47.31, -86.25],
  ['WY', 'Wyoming', 40.99, -111.06, 45.01, -104.05],
];

/** The 50 US states (no DC, no provinces), alphabetical by name. */
export const US_STATES: StateOption[] = STATES.map(([code, name, south, west, north, east]) => ({
  code,
  name,
  box: { south, west, north, east },
}));

/** The state dropdown's choices: 'All States' first. */
export const STATE_OPTIONS: StateOption[] = [ALL_STATES, ...US_STATES];

export function findState(code: string | undefined): StateOption | undefined {
  const wanted = code?.trim().toUpperCase();
  return wanted ? US_STATES.find((s) => s.code === wanted) : undefined;
}

/** Whether a point lies inside a box, edges included. */
export function boxContains(box: GeoBox, lat: number, lng: number): boolean {
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}
