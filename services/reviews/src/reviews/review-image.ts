/** The multipart form field that carries a review's photo. */
export const REVIEW_IMAGE_FIELD = 'reviewImage';
