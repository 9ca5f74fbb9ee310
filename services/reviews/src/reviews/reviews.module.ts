import { Module } from '@nestjs/common';
import { ImagesModule } from '@hotsprings/service-kit/images';
import { REVIEWS_CONFIG } from '../config/reviews-config.schema';
import { SpringsModule } from '../springs/springs.module';
import { REVIEW_IMAGE_FIELD } from './review-image';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [
    ImagesModule.register({
      folder: 'reviews',
      field: REVIEW_IMAGE_FIELD,
      settings: REVIEWS_CONFIG,
    }),
    SpringsModule,
  ],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository],
})
export class ReviewsModule {}
