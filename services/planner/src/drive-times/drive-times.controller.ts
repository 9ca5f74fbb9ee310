import { Controller, Get } from '@nestjs/common';
import {
  DriveTimesResponseSchema,
  MAX_DRIVE_TIME_DESTINATIONS,
  type DriveTimesResponseJson,
} from '@hotsprings/contracts';
import { ApiAnswer, ApiError, ValidQuery } from '@hotsprings/service-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RoutingService } from '../routing/routing.service';
import { driveTimesQuery, type DriveTimesDto } from './dto/drive-times.dto';

/**
 * Drive times for the search page's cards, open to everyone as the search page is; one search
 * over the road network from the start answers every destination, so it stays cheap.
 */
@ApiTags('Planner')
@Controller('api/planner/drive-times')
export class DriveTimesController {
  constructor(private readonly routing: RoutingService) {}

  @Get()
  @ApiOperation({ summary: 'The drive time from one place to each of many (open to all)' })
  @ApiAnswer(200, DriveTimesResponseSchema)
  @ApiError(400, `from and to must be lat,lon places, to at most ${MAX_DRIVE_TIME_DESTINATIONS}.`)
  async driveTimes(
    @ValidQuery(driveTimesQuery) { from, to }: DriveTimesDto,
  ): Promise<DriveTimesResponseJson> {
    const { router, seconds } = await this.routing.driveTimes(from, to);
    return {
      router: router.name,
      seconds: seconds.map((s) => (s === null ? null : Math.round(s))),
    };
  }
}
