/** Where a service's images live: local disk by default, an S3-compatible bucket when set. */
export abstract class ImageStorage {
  /** Stores the bytes under a fresh random name; resolves with the public URL. */
  abstract save(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored image by its URL; an image already gone, or not ours, is not an error. */
  abstract remove(url: string): Promise<void>;
}

/** The public path a folder's images are served under (the gateway routes /uploads/<folder>/*). */
export const uploadsPath = (folder: string): string => `/uploads/${folder}`;

export const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
