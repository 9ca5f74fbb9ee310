import {
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
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
  ApiImageUpload,
  Caller,
  CurrentCaller,
  DeletesOwn,
  Int64IdPipe,
  OptionalCaller,
  SignedInGuard,
  ValidBody,
  ValidQuery,
} from '@hotsprings/service-kit';
import { ImageUploadInterceptor } from '@hotsprings/service-kit/images';
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
  @UseGuards(SignedInGuard)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Writes a post, with an optional image and spring' })
  @ApiImageUpload('postImage')
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
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "Edits one's own post" })
  @ApiAnswer(200, PostSchema)
  @ApiError(403, 'You can only edit your own posts.')
  @ApiError(404, POST_NOT_FOUND)
  update(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(updatePostSchema) post: UpdatePostDto,
  ): Promise<PostJson> {
    return this.posts.update(caller, id, post);
  }

  @Delete(':id')
  @UseGuards(SignedInGuard)
  @DeletesOwn()
  @ApiOperation({ summary: "Deletes one's own post" })
  @ApiError(403, 'You can only delete your own posts.')
  @ApiError(404, POST_NOT_FOUND)
  remove(
    @Param('id', new Int64IdPipe('Post')) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    return this.posts.remove(caller, id);
  }
}
