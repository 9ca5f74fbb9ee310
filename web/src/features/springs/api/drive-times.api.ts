import type { DriveTimesResponseJson } from '@hotsprings/contracts';
import { api } from '../../../lib/api';

/** A place as the search answer gives it, in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

export interface DriveTimesRequest {
  from: LatLon;
  /** At most MAX_DRIVE_TIME_DESTINATIONS. */
  to: LatLon[];
}

const point = ({ lat, lon }: LatLon) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

export const driveTimesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // One request per result set: the server searches the roads once from the place.
    getDriveTimes: build.query<DriveTimesResponseJson, DriveTimesRequest>({
      query: ({ from, to }) =>
        `/planner/drive-times?${new URLSearchParams({ from: point(from), to: to.map(point).join(';') })}`,
    }),
  }),
});

export const { useGetDriveTimesQuery } = driveTimesApi;
