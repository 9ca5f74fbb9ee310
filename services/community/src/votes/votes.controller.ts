import { Controller, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { VoteResultSchema, type VoteResultJson } from '@hotsprings/contracts';
import {
  ApiError,
  Caller,
  CastsVote,
  CastVoteDto,
  castVoteSchema,
  CurrentCaller,
  Int64IdPipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { COMMENT_DELETED } from '../comments/comments.service';
import { VotesService } from './votes.service';

@ApiTags('Community')
@Controller('api/community')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post('posts/:id/vote')
  @CastsVote('post', 'Votes on a post: 1 up, -1 down, 0 clears the vote', VoteResultSchema)
  onPost(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<VoteResultJson> {
    return this.votes.onPost(caller, id, body.vote);
  }

  @Post('comments/:id/vote')
  @CastsVote('comment', 'Votes on a comment: 1 up, -1 down, 0 clears the vote', VoteResultSchema)
  @ApiError(409, COMMENT_DELETED)
  onComment(
    @Param('id', new Int64IdPipe('Comment')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<VoteResultJson> {
    return this.votes.onComment(caller, id, body.vote);
  }
}
