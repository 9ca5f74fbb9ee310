import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CONTENT_TYPE, ImageStorage } from './image-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, ...); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Where browsers fetch the objects, e.g. a CDN or the bucket's public URL. */
  publicUrl: string;
  /** The key prefix of this service's images, e.g. `reviews`. */
  folder: string;
}

/**
 * Images in an S3-compatible bucket, under `<folder>/<random>.<ext>`. Credentials come from
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
    const key = `${this.options.folder}/${randomBytes(16).toString('hex')}.${extension}`;
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
    const prefix = `${this.publicUrl}/${this.options.folder}/`;
    if (!url.startsWith(prefix)) return;
    const key = url.slice(this.publicUrl.length + 1);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}
