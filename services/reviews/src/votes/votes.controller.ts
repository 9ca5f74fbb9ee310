import { Controller, Param, Post } from '@nestjs/common';
import {
  Caller,
  CastsVote,
  CastVoteDto,
  castVoteSchema,
  CurrentCaller,
  Int64IdPipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { ReviewVoteResultSchema, type ReviewVoteResultJson } from '@hotsprings/contracts';
import { ApiTags } from '@nestjs/swagger';
import { VotesService } from './votes.service';

@ApiTags('Reviews')
@Controller('api/reviews')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post(':id/vote')
  @CastsVote(
    'review',
    'Votes on a review: 1 helpful, -1 not helpful, 0 clears the vote',
    ReviewVoteResultSchema,
  )
  vote(
    @Param('id', new Int64IdPipe('Review')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<ReviewVoteResultJson> {
    return this.votes.cast(caller, id, body.vote);
  }
}
