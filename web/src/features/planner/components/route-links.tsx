import { ButtonAnchor } from '../../../components/button';
import { googleMapsUrl } from '../utils/google-maps-url';
import type { TripStop } from '../utils/trip-points';

interface RouteLinksProps {
  /** The route's stops in order: start, waypoints, end. */
  stops: TripStop[];
  /** Where the trip's GPX file is served. */
  gpxHref: string;
}

/** 'Open in Google Maps' through the trip's stops, and 'Download GPX', of a kept trip. */
export function RouteLinks({ stops, gpxHref }: RouteLinksProps) {
  const places = stops.map(({ position: [lat, lon] }) => ({ lat, lon }));
  const [start, end] = [places[0], places.at(-1)];
  return (
    <>
      {start && end && places.length >= 2 && (
        <ButtonAnchor
          secondary
          href={googleMapsUrl(start, end, places.slice(1, -1))}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in Google Maps
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonAnchor>
      )}
      <ButtonAnchor secondary href={gpxHref} download>
        Download GPX
      </ButtonAnchor>
    </>
  );
}
