import { Module } from '@nestjs/common';
import { REVIEWS_CONFIG, ReviewsConfig } from '../config/reviews-config.schema';
import { ImageStorage } from './image-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { ReviewImagesService } from './review-images.service';
import { UploadsController } from './uploads.controller';

@Module({
  controllers: [UploadsController],
  providers: [
    {
      provide: LocalDiskStorage,
      inject: [REVIEWS_CONFIG],
      useFactory: (config: ReviewsConfig) => new LocalDiskStorage(config.UPLOADS_DIR),
    },
    { provide: ImageStorage, useExisting: LocalDiskStorage },
    ReviewImagesService,
  ],
  exports: [ReviewImagesService],
})
export class ImagesModule {}
