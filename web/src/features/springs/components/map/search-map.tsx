import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useFitToMatches } from '../../hooks/use-fit-to-matches';
import { useFlyToState } from '../../hooks/use-fly-to-state';
import { useMapResize } from '../../hooks/use-map-resize';
import type { SpringFocus } from '../../utils/spring-focus';
import type { PlottedSpring } from '../../utils/spring-points';
import { SpringsMap } from './springs-map';

interface SearchMapProps {
  /** The springs found, undefined while the search's answer is on its way. */
  matches: PlottedSpring[] | undefined;
  /** Identifies the search and its filters: a new one frames its matches. */
  searchKey: string;
  /** The state the filters choose, flown to. */
  stateCode: string;
  /** The list or the map, on a phone: the map is resized when it shows. */
  shown: string;
  focus: SpringFocus | null;
  distances: ReadonlyMap<number, number>;
  driveTimes: ReadonlyMap<number, number>;
}

/** The /search page's map of the springs found, loaded by the browser alone (search-page.tsx). */
export function SearchMap({ matches, searchKey, stateCode, shown, ...shownOnMap }: SearchMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  useFitToMatches(map, matches, { key: searchKey, active: true });
  useFlyToState(map, stateCode);
  useMapResize(map, shown);
  return <SpringsMap springs={matches ?? []} onMap={setMap} {...shownOnMap} />;
}
