import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { SpringsClient } from '../springs/springs.client';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [ImagesModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, SpringsClient],
})
export class ReviewsModule {}
