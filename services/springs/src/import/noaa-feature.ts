import { titleCaseName } from './title-case';

/** One feature of noaa-thermal-springs.geojson, as published (see data/README.md). */
export interface NoaaFeature {
  properties: Record<string, string | number>;
  geometry: { type: string; coordinates: [number, number] };
}

/** A source row made ready for the springs table. */
export interface ImportedSpring {
  sourceKey: string;
  originalName: string | null;
  name: string | null;
  stateCode: string;
  longitude: number;
  latitude: number;
  temperatureF: number | null;
  temperatureC: number | null;
  temperatureHint: 'B' | 'H' | 'W' | null;
  refs: {
    pp492: string | null;
    circ790: string | null;
    noaa: string | null;
    ams: string | null;
    quadrangle: string | null;
  };
}

/** The list writes "null" for an absent value. */
function present(value: string | number | undefined): string | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === 'null' ? null : text;
}

function temperature(value: string | number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function hint(value: string | number | undefined): ImportedSpring['temperatureHint'] {
  return value === 'B' || value === 'H' || value === 'W' ? value : null;
}

export function parseNoaaFeature(feature: NoaaFeature): ImportedSpring {
  const p = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  if (
    feature.geometry.type !== 'Point' ||
    !Number.isFinite(longitude) ||
    !Number.isFinite(latitude)
  ) {
    throw new Error(`Not a point: ${JSON.stringify(feature.geometry)}`);
  }
  const stateCode = String(p.SC).trim().toUpperCase();
  const originalName = present(p['Spring Name']);
  return {
    // Coordinates are part of the key: several springs share a name (e.g. the Aleutian fumaroles).
    sourceKey: `${stateCode}|${originalName ?? ''}|${longitude},${latitude}`,
    originalName,
    name: originalName === null ? null : titleCaseName(originalName),
    stateCode,
    longitude,
    latitude,
    temperatureF: temperature(p.TF),
    temperatureC: temperature(p.TC),
    temperatureHint: hint(p.TF) ?? hint(p.TC),
    refs: {
      pp492: present(p['P.P. 492']),
      circ790: present(p['Circ. 790']),
      noaa: present(p['NOAA  ']),
      ams: present(p.AMS),
      quadrangle: present(p['USGS Quadrangle']),
    },
  };
}
