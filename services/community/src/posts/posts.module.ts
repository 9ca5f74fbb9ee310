import { Module } from '@nestjs/common';
import { ImagesModule } from '@hotsprings/service-kit/images';
import { COMMUNITY_CONFIG, MAX_BODY_BYTES } from '../config/community-config.schema';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [
    ImagesModule.register({
      folder: 'community',
      field: 'postImage',
      settings: COMMUNITY_CONFIG,
      maxFieldBytes: MAX_BODY_BYTES,
    }),
  ],
  controllers: [PostsController],
  providers: [PostsService],
})
export class PostsModule {}
