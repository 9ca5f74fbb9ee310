import { Module } from '@nestjs/common';
import { SpringsModule } from '../springs/springs.module';
import { TagsController } from '../tags/tags.controller';
import { VotesController } from '../votes/votes.controller';
import { VotesService } from '../votes/votes.service';
import { ReviewImagesModule } from './review-images.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/** Reviews, the votes on them and the vocabulary of their tags. */
@Module({
  imports: [ReviewImagesModule, SpringsModule],
  controllers: [ReviewsController, VotesController, TagsController],
  providers: [ReviewsService, ReviewsRepository, VotesService],
})
export class ReviewsModule {}
