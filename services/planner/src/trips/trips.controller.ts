import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  PublishedTripSchema,
  TripPreviewSchema,
  TripPublishedSchema,
  type PublishedTripJson,
  type TripPreviewJson,
  type TripPublishedJson,
} from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  type Caller,
  CurrentCaller,
  type HttpResponse,
  MembersOnly,
  OptionalCaller,
  ValidBody,
  ZodValidationPipe,
} from '@hotsprings/service-kit';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiGpx } from '../gpx/api-gpx.decorator';
import { sendGpx } from '../gpx/send-gpx';
import { tripGpx } from '../gpx/trip-gpx';
import { PLAN_NOT_FOUND } from '../plans/plans.service';
import { publishedTripId, publishTripBody, type PublishTripDto } from './dto/publish-trip.dto';
import { NOT_YOUR_TRIP, TRIP_NOT_FOUND, TRIP_UNPUBLISHED, TripsService } from './trips.service';

const tripIdPipe = new ZodValidationPipe(publishedTripId);
const BAD_ID = 'A trip id is 22 letters, digits, - or _.';

/**
 * Published trips (/trips/{id}): members publish and unpublish theirs; anyone, signed in or not,
 * opens one, its preview and its GPX.
 */
@ApiTags('Planner')
@Controller('api/planner/trips')
export class TripsController {
  constructor(private readonly trips: TripsService) {}

  @Post()
  @MembersOnly()
  @ApiOperation({ summary: 'Publishes a trip as a read-only page anyone can open' })
  @ApiAnswer(201, TripPublishedSchema)
  @ApiError(404, PLAN_NOT_FOUND)
  @ApiError(409, 'The member already keeps SHARE_LINKS_PER_MEMBER live published trips.')
  async publish(
    @ValidBody(publishTripBody) body: PublishTripDto,
    @CurrentCaller() caller: Caller,
  ): Promise<TripPublishedJson> {
    return { id: await this.trips.publish(caller, body) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A published trip: route, stops and springs along it (open to all)' })
  @ApiAnswer(200, PublishedTripSchema)
  @ApiError(400, BAD_ID)
  @ApiError(404, TRIP_NOT_FOUND)
  @ApiError(410, TRIP_UNPUBLISHED)
  get(
    @Param('id', tripIdPipe) id: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<PublishedTripJson> {
    return this.trips.get(viewer, id);
  }

  @Get(':id/preview')
  @ApiOperation({ summary: "A published trip's title and description, for link previews" })
  @ApiAnswer(200, TripPreviewSchema)
  @ApiError(400, BAD_ID)
  @ApiError(404, TRIP_NOT_FOUND)
  @ApiError(410, TRIP_UNPUBLISHED)
  preview(@Param('id', tripIdPipe) id: string): Promise<TripPreviewJson> {
    return this.trips.preview(id);
  }

  /** The trip as a GPX download: its route as the track, its stops and springs as waypoints. */
  @Get(':id/gpx')
  @ApiOperation({ summary: 'A published trip as a GPX file' })
  @ApiGpx()
  @ApiError(404, TRIP_NOT_FOUND)
  @ApiError(410, TRIP_UNPUBLISHED)
  async gpx(@Param('id', tripIdPipe) id: string, @Res() res: HttpResponse): Promise<void> {
    const trip = await this.trips.open(id);
    const springs = trip.springs.list.map((n) => ({ ...n.spring!, ...n }));
    sendGpx(res, trip.name, tripGpx(trip.name, trip.route_geojson, springs));
  }

  @Delete(':id')
  @HttpCode(204)
  @MembersOnly()
  @ApiOperation({ summary: 'Unpublishes one of the member’s trips' })
  @ApiResponse({ status: 204, description: 'Unpublished: the page says it is no longer shared.' })
  @ApiError(403, NOT_YOUR_TRIP)
  @ApiError(404, TRIP_NOT_FOUND)
  async unpublish(@Param('id', tripIdPipe) id: string, @CurrentCaller() caller: Caller) {
    await this.trips.unpublish(caller, id);
  }
}
