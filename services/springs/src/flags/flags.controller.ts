import { SpringFlagSchema, type SpringFlagJson } from '@hotsprings/contracts';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  MembersOnly,
  SPRING_NOT_FOUND,
  SpringIdPipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { FlagSpringDto, flagSpringBody } from './dto/flag-spring.dto';
import { FlagsService } from './flags.service';

@ApiTags('Flags')
@Controller('api')
export class FlagsController {
  constructor(private readonly flags: FlagsService) {}

  @Post('springs/:id/flags')
  @HttpCode(201)
  @MembersOnly()
  @ApiOperation({
    summary: 'Reports that a fact of the spring is wrong, for the operators to check',
    description:
      "`fact` is 'name', 'location', 'temperature' or 'other'; `note` (required, at most 1,000 " +
      'characters) says what is wrong. A member may send 10 a day (the gateway counts them).',
  })
  @ApiAnswer(201, SpringFlagSchema)
  @ApiError(400, 'A missing or unknown fact, or an empty or too long note.')
  @ApiError(404, SPRING_NOT_FOUND)
  flag(
    @Param('id', SpringIdPipe) springId: number,
    @ValidBody(flagSpringBody) body: FlagSpringDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SpringFlagJson> {
    return this.flags.flag(caller, springId, body);
  }
}
