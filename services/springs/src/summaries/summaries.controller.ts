import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { AiSummarySchema, type AiSummaryJson } from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  MembersOnly,
  SPRING_NOT_FOUND,
  SpringIdPipe,
} from '@hotsprings/service-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SummariesService, TOO_MANY_SUMMARIES } from './summaries.service';

@ApiTags('Springs')
@Controller('api/springs')
export class SummariesController {
  constructor(private readonly summaries: SummariesService) {}

  @Post(':id/summary')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary: "The spring's AI summary, written when it has none; whole for premium members only",
  })
  @ApiAnswer(200, AiSummarySchema)
  @ApiError(404, SPRING_NOT_FOUND)
  @ApiError(429, TOO_MANY_SUMMARIES)
  summarize(
    @Param('id', SpringIdPipe) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<AiSummaryJson> {
    return this.summaries.summarize(id, caller);
  }
}
