import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommentSchema, type CommentJson } from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  DeletesOwn,
  EditsOwn,
  Int64IdPipe,
  MembersOnly,
  OptionalCaller,
  ValidBody,
  ValidQuery,
} from '@hotsprings/service-kit';
import { POST_NOT_FOUND } from '../posts/posts.service';
import { COMMENT_DELETED, CommentsService } from './comments.service';
import { ListCommentsDto, listCommentsSchema } from './dto/list-comments.dto';
import {
  CreateCommentDto,
  createCommentSchema,
  UpdateCommentDto,
  updateCommentSchema,
} from './dto/write-comment.dto';

@ApiTags('Community')
@Controller('api/community')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('posts/:id/comments')
  @ApiOperation({ summary: "A post's whole thread in display order, deleted comments emptied" })
  @ApiAnswer(200, CommentSchema, { list: true })
  @ApiError(404, POST_NOT_FOUND)
  thread(
    @Param('id', new Int64IdPipe('Post')) postId: string,
    @ValidQuery(listCommentsSchema) query: ListCommentsDto,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<CommentJson[]> {
    return this.comments.thread(postId, query.sort, viewer);
  }

  @Post('posts/:id/comments')
  @MembersOnly()
  @ApiOperation({ summary: 'Comments on a post, or replies to one of its comments' })
  @ApiAnswer(201, CommentSchema)
  @ApiError(400, 'parentCommentId must be a comment on this post.')
  @ApiError(404, POST_NOT_FOUND)
  @ApiError(409, 'You cannot reply to a deleted comment.')
  create(
    @Param('id', new Int64IdPipe('Post')) postId: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(createCommentSchema) comment: CreateCommentDto,
  ): Promise<CommentJson> {
    return this.comments.create(caller, postId, comment);
  }

  @Put('comments/:id')
  @EditsOwn('comment', "Edits one's own comment")
  @ApiAnswer(200, CommentSchema)
  @ApiError(409, COMMENT_DELETED)
  update(
    @Param('id', new Int64IdPipe('Comment')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(updateCommentSchema) comment: UpdateCommentDto,
  ): Promise<CommentJson> {
    return this.comments.update(caller, id, comment.content);
  }

  @Delete('comments/:id')
  @DeletesOwn('comment', "Deletes one's own comment; its replies keep their place")
  remove(
    @Param('id', new Int64IdPipe('Comment')) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    return this.comments.remove(caller, id);
  }
}
