import { Module } from '@nestjs/common';
import { IMAGE_UPLOAD, ImageUploadInterceptor } from '@hotsprings/service-kit/images';
import { REVIEWS_CONFIG, type ReviewsConfig } from '../config/reviews-config.schema';
import { ReviewImagesModule } from '../reviews/review-images.module';
import { SpringsModule } from '../springs/springs.module';
import { REPORT_PHOTO_FIELD, ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** The most a text field of a report's form may hold: a note of 10,000 characters, in UTF-8. */
const MAX_FIELD_BYTES = 64 * 1024;

@Module({
  // Photos are stored as review photos are (ReviewImagesModule); only the form field differs, so
  // the module reads its forms with an upload interceptor of its own.
  imports: [ReviewImagesModule, SpringsModule],
  controllers: [ReportsController],
  providers: [
    {
      provide: IMAGE_UPLOAD,
      inject: [REVIEWS_CONFIG],
      useFactory: (config: ReviewsConfig) => ({
        field: REPORT_PHOTO_FIELD,
        maxBytes: config.MAX_IMAGE_BYTES,
        maxFieldBytes: MAX_FIELD_BYTES,
      }),
    },
    ImageUploadInterceptor,
    ReportsService,
    ReportsRepository,
  ],
})
export class ReportsModule {}
