import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  Caller,
  CurrentCaller,
  Int64IdPipe,
  SignedInGuard,
  ValidBody,
} from '@hotsprings/service-kit';
import { CastVoteDto, castVoteSchema } from './dto/cast-vote.dto';
import type { ReviewVoteResultJson } from '@hotsprings/contracts';
import { VotesService } from './votes.service';

@Controller('api/reviews')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post(':id/vote')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  vote(
    @Param('id', new Int64IdPipe('Review')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<ReviewVoteResultJson> {
    return this.votes.cast(caller, id, body.vote);
  }
}
