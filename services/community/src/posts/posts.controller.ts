import { Controller, Delete, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PostPageSchema,
  PostSchema,
  type PostJson,
  type PostPageJson,
} from '@hotsprings/contracts';
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
import { TakesImage } from '@hotsprings/service-kit/images';
import { ListPostsDto, listPostsSchema } from './dto/list-posts.dto';
import {
  CreatePostDto,
  createPostSchema,
  UpdatePostDto,
  updatePostSchema,
} from './dto/write-post.dto';
import { POST_NOT_FOUND, PostsService } from './posts.service';

@ApiTags('Community')
@Controller('api/community/posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @ApiOperation({
    summary: 'The feed: new, hot or top, a page at a time, optionally about one spring',
  })
  @ApiAnswer(200, PostPageSchema)
  feed(
    @ValidQuery(listPostsSchema) query: ListPostsDto,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<PostPageJson> {
    return this.posts.feed(query, viewer);
  }

  @Post()
  @MembersOnly()
  @TakesImage('postImage')
  @ApiOperation({ summary: 'Writes a post, with an optional image and spring' })
  @ApiAnswer(201, PostSchema)
  @ApiError(400, 'Title and content are required.')
  create(
    @CurrentCaller() caller: Caller,
    @ValidBody(createPostSchema) post: CreatePostDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<PostJson> {
    return this.posts.create(caller, post, image?.buffer);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One post' })
  @ApiAnswer(200, PostSchema)
  @ApiError(404, POST_NOT_FOUND)
  one(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<PostJson> {
    return this.posts.one(id, viewer);
  }

  @Put(':id')
  @EditsOwn('post', "Edits one's own post")
  @ApiAnswer(200, PostSchema)
  update(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(updatePostSchema) post: UpdatePostDto,
  ): Promise<PostJson> {
    return this.posts.update(caller, id, post);
  }

  @Delete(':id')
  @DeletesOwn('post', "Deletes one's own post")
  remove(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    return this.posts.remove(caller, id);
  }
}
