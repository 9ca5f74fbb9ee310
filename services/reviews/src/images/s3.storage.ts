import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ImageStorage } from './image-storage';

const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, ...); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Where browsers fetch the objects, e.g. a CDN or the bucket's public URL. */
  publicUrl: string;
}

/**
 * Review photos in an S3-compatible bucket, under `reviews/<random>.<ext>`. Credentials come from
 * the SDK's usual sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a role, ...).
 */
export class S3Storage extends ImageStorage {
  private readonly client: S3Client;
  private readonly publicUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
    });
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const key = `reviews/${randomBytes(16).toString('hex')}.${extension}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: CONTENT_TYPE[extension],
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${this.publicUrl}/${key}`;
  }

  async remove(url: string): Promise<void> {
    const prefix = `${this.publicUrl}/reviews/`;
    if (!url.startsWith(prefix)) return;
    const key = url.slice(this.publicUrl.length + 1);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}
