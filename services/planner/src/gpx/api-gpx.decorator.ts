import { ApiResponse } from '@nestjs/swagger';

/** Describes an answer that is a GPX file download. */
export const ApiGpx = (): MethodDecorator =>
  ApiResponse({
    status: 200,
    description:
      'A GPX 1.1 file (attachment): the route as a track, the stops and springs as waypoints.',
    content: { 'application/gpx+xml': { schema: { type: 'string' } } },
  });
