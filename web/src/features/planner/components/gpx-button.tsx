import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { loadErrorMessage } from '../../../lib/load-error';
import { useRouteGpxMutation } from '../api/planner.api';
import type { Trip } from '../hooks/use-trip-planner';
import { downloadFile } from '../utils/download';

/**
 * 'Download GPX' of the route on show, as the planner answered it (its route_id): its track, its
 * directions, its stops and the springs along it.
 */
export function GpxButton({ trip }: { trip: Trip }) {
  const toast = useToast();
  const [routeGpx, { isLoading }] = useRouteGpxMutation();

  async function download() {
    const result = await routeGpx({
      route_id: trip.answer.route_id,
      // The file is named after them: boise-to-twin-falls.gpx.
      startPointName: trip.search.start.name,
      endPointName: trip.search.end.name,
    });
    if (result.error) toast(`Download failed: ${loadErrorMessage(result.error)}`, 'error');
    else downloadFile(result.data, 'application/gpx+xml');
  }

  return (
    <Button secondary onClick={download} disabled={isLoading}>
      {isLoading ? 'Preparing GPX...' : 'Download GPX'}
    </Button>
  );
}
