import { Module } from '@nestjs/common';
import { REVIEWS_CONFIG, ReviewsConfig } from '../config/reviews-config.schema';
import { ImageStorage } from './image-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
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
    {
      provide: ImageStorage,
      inject: [REVIEWS_CONFIG, LocalDiskStorage],
      useFactory: (config: ReviewsConfig, disk: LocalDiskStorage) =>
        config.S3_BUCKET && config.S3_PUBLIC_URL
          ? new S3Storage({
              bucket: config.S3_BUCKET,
              region: config.S3_REGION,
              endpoint: config.S3_ENDPOINT,
              forcePathStyle: config.S3_FORCE_PATH_STYLE,
              publicUrl: config.S3_PUBLIC_URL,
            })
          : disk,
    },
    ReviewImagesService,
  ],
  exports: [ReviewImagesService],
})
export class ImagesModule {}
