import { ImagesModule } from '@hotsprings/service-kit/images';
import { REVIEWS_CONFIG } from '../config/reviews-config.schema';

/** The multipart form field that carries a review's photo. */
export const REVIEW_IMAGE_FIELD = 'reviewImage';

/**
 * The photos of reviews and of condition reports: one registration, so both are stripped and
 * stored alike under /uploads/reviews/ and count against one daily budget. The form field it
 * reads is the review's; the reports module reads its own (`ReportsModule`).
 */
export const ReviewImagesModule = ImagesModule.register({
  folder: 'reviews',
  field: REVIEW_IMAGE_FIELD,
  settings: REVIEWS_CONFIG,
});
