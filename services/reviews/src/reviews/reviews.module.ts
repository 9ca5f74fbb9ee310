import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { SpringsModule } from '../springs/springs.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [ImagesModule, SpringsModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository],
})
export class ReviewsModule {}
