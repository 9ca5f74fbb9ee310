import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { VoteResultSchema, type VoteResultJson } from '@hotsprings/contracts';
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
import { COMMENT_DELETED, COMMENT_NOT_FOUND } from '../comments/comments.service';
import { POST_NOT_FOUND } from '../posts/posts.service';
import { OWN_COMMENT, OWN_POST, VotesService } from './votes.service';

@ApiTags('Community')
@Controller('api/community')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Post('posts/:id/vote')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Votes on a post: 1 up, -1 down, 0 clears the vote' })
  @ApiAnswer(200, VoteResultSchema)
  @ApiError(403, OWN_POST)
  @ApiError(404, POST_NOT_FOUND)
  onPost(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<VoteResultJson> {
    return this.votes.onPost(caller, id, body.vote);
  }

  @Post('comments/:id/vote')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Votes on a comment: 1 up, -1 down, 0 clears the vote' })
  @ApiAnswer(200, VoteResultSchema)
  @ApiError(403, OWN_COMMENT)
  @ApiError(404, COMMENT_NOT_FOUND)
  @ApiError(409, COMMENT_DELETED)
  onComment(
    @Param('id', new Int64IdPipe('Comment')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ): Promise<VoteResultJson> {
    return this.votes.onComment(caller, id, body.vote);
  }
}
