import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CastVoteDto,
  castVoteSchema,
  CurrentCaller,
  Int64IdPipe,
  SignedInGuard,
  ValidBody,
} from '@hotsprings/service-kit';
import { ReviewVoteResultSchema, type ReviewVoteResultJson } from '@hotsprings/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { VotesService } from './votes.service';

@ApiTags('Reviews')
@Controller('api/reviews')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post(':id/vote')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Votes on a review: 1 helpful, -1 not helpful, 0 clears the vote' })
  @ApiAnswer(200, ReviewVoteResultSchema)
  @ApiError(403, 'You cannot vote on your own review.')
  @ApiError(404, 'Review not found.')
  vote(
    @Param('id', new Int64IdPipe('Review')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<ReviewVoteResultJson> {
    return this.votes.cast(caller, id, body.vote);
  }
}
