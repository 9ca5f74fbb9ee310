/** Where review photos live; local disk by default. */
export abstract class ImageStorage {
  /** Stores the bytes under a fresh random name; resolves with the public URL path. */
  abstract save(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored photo by its URL; a photo already gone is not an error. */
  abstract remove(url: string): Promise<void>;
}

/** The public path photos are served under (the gateway routes /uploads/* here). */
export const REVIEW_UPLOADS_PATH = '/uploads/reviews';
