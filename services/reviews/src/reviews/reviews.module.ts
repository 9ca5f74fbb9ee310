import { Module } from '@nestjs/common';
import { SpringsModule } from '../springs/springs.module';
import { ReviewImagesModule } from './review-images.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [ReviewImagesModule, SpringsModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository],
})
export class ReviewsModule {}
