/** The multipart form field that carries a condition report's photo. */
export const REPORT_PHOTO_FIELD = 'photo';
