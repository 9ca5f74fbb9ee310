import { METERS_PER_MILE } from '@hotsprings/contracts';
import type { ImportedSpring } from './noaa-feature';
import { US_STATE_NAMES } from './us-states';

export interface NearestPlace {
  name: string;
  region: string | null;
  meters: number;
  /** Direction from the place to the spring, degrees clockwise from north. */
  bearing: number;
}

export const NOAA_SOURCE = 'Source: NOAA Thermal Springs List for the United States (1980).';

const HINTS = { B: 'boiling', H: 'hot', W: 'warm' } as const;
const COMPASS = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
];

function temperatureSentence(s: ImportedSpring): string {
  if (s.temperatureF !== null) {
    const celsius = s.temperatureC === null ? '' : ` (${s.temperatureC} °C)`;
    return `Its recorded maximum surface temperature is ${s.temperatureF} °F${celsius}.`;
  }
  if (s.temperatureHint) {
    return `No temperature was measured; the source describes it as ${HINTS[s.temperatureHint]}.`;
  }
  return 'No temperature is recorded.';
}

function placeSentence(place: NearestPlace): string {
  const where = place.region ? `${place.name}, ${place.region}` : place.name;
  const miles = Math.round(place.meters / METERS_PER_MILE);
  if (miles < 1) return `The nearest town is ${where}, less than a mile away.`;
  const direction = COMPASS[Math.round(place.bearing / 45) % 8];
  return `The nearest town is ${where}, about ${miles} mile${miles === 1 ? '' : 's'} to the ${opposite(direction)}.`;
}

// The bearing runs from the town to the spring; the sentence says where the town lies.
function opposite(direction: string | undefined): string {
  const i = COMPASS.indexOf(direction ?? 'north');
  return COMPASS[(i + 4) % 8] ?? 'north';
}

/** A factual description from the data alone: what, where, how hot, nearest town, source. */
export function describeSpring(s: ImportedSpring, place: NearestPlace | null): string {
  const state = US_STATE_NAMES[s.stateCode] ?? s.stateCode;
  const opening = s.name
    ? `${s.name} is a thermal spring in ${state}.`
    : `An unnamed thermal spring in ${state}.`;
  return [opening, temperatureSentence(s), place ? placeSentence(place) : null, NOAA_SOURCE]
    .filter((part) => part !== null)
    .join(' ');
}
