import type { SearchPlaceJson, SpringSummaryJson } from '@hotsprings/contracts';
import { MAX_DRIVE_TIME_DESTINATIONS } from '@hotsprings/contracts/limits';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { springCoordinates } from '../utils/spring-position';
import { useGetDriveTimesQuery } from '../api/drive-times.api';

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * Drive seconds from the searched place to the first springs of a result set, by spring id, in
 * one request. Empty without a place point and while loading; a spring the router cannot reach
 * (an island, no road near) has none.
 */
export function useDriveTimes(
  place: SearchPlaceJson | null | undefined,
  springs: readonly SpringSummaryJson[],
): ReadonlyMap<number, number> {
  const from =
    place?.latitude != null && place.longitude != null
      ? { lat: place.latitude, lon: place.longitude }
      : undefined;
  const destinations = useMemo(
    () =>
      springs
        .map((spring) => ({ id: spring.id, at: springCoordinates(spring) }))
        .filter((d): d is { id: number; at: { lat: number; lon: number } } => d.at !== null)
        .slice(0, MAX_DRIVE_TIME_DESTINATIONS),
    [springs],
  );
  const skip = !from || destinations.length === 0;
  const { currentData } = useGetDriveTimesQuery(
    skip ? skipToken : { from, to: destinations.map((d) => d.at) },
  );
  return useMemo(() => {
    if (skip || !currentData) return NONE;
    const times = new Map<number, number>();
    destinations.forEach(({ id }, i) => {
      const seconds = currentData.seconds[i];
      if (seconds != null) times.set(id, seconds);
    });
    return times;
  }, [skip, currentData, destinations]);
}
