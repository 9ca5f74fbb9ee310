import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { Caller, CurrentCaller, SignedInGuard } from '@hotsprings/service-kit';
import { reviewIdParam } from '../reviews/route-params';
import { parseCastVote } from './dto/cast-vote.dto';
import { VoteResult, VotesService } from './votes.service';

@Controller('api/reviews')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post(':id/vote')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  vote(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Body() body: unknown,
  ): Promise<VoteResult> {
    return this.votes.cast(caller, reviewIdParam(id), parseCastVote(body).vote);
  }
}
