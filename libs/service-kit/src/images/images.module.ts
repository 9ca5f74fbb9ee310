import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { ImageBudget } from './image-budget';
import { watchUploadsFolder } from '../metrics/uploads-metrics';
import { ImageStorage, uploadsPath } from './image-storage';
import { IMAGE_UPLOAD, ImageUploadInterceptor } from './image-upload.interceptor';
import type { ImageSettings } from './image-settings.schema';
import { ImagesService } from './images.service';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import { uploadsController } from './uploads.controller';

export interface ImagesModuleOptions {
  /** The folder of the service's images: served under /uploads/<folder>/, the bucket's prefix. */
  folder: string;
  /** The multipart form field that carries an image. */
  field: string;
  /** Injection token of the service's configuration, which holds `imageSettings`. */
  settings: symbol;
  /** The largest text field of a form, in bytes (32 KiB unless given). */
  maxFieldBytes?: number;
}

/**
 * Images of a service (review photos, post images): `ImagesService` checks, strips and stores
 * them on local disk or in an S3-compatible bucket within each member's daily budget
 * (`ImageBudget`), `ImageUploadInterceptor` reads them from a multipart form, and the local ones
 * are served under `/uploads/<folder>/`.
 */
@Module({})
export class ImagesModule implements OnApplicationShutdown {
  constructor(@Inject(ImageBudget) private readonly budget: ImageBudget) {}

  async onApplicationShutdown(): Promise<void> {
    await this.budget.close();
  }

  static register(options: ImagesModuleOptions): DynamicModule {
    const { folder, field, settings, maxFieldBytes = 32 * 1024 } = options;
    return {
      module: ImagesModule,
      controllers: [uploadsController(folder)],
      providers: [
        {
          provide: IMAGE_UPLOAD,
          inject: [settings],
          useFactory: (config: ImageSettings) => ({
            field,
            maxBytes: config.MAX_IMAGE_BYTES,
            maxFieldBytes,
          }),
        },
        {
          provide: LocalDiskStorage,
          inject: [settings],
          useFactory: (config: ImageSettings) =>
            new LocalDiskStorage(
              config.UPLOADS_DIR,
              uploadsPath(folder),
              config.UPLOADS_MIN_FREE_BYTES,
            ),
        },
        {
          provide: ImageBudget,
          inject: [settings],
          useFactory: (config: ImageSettings) =>
            new ImageBudget(config.REDIS_URL, config.IMAGE_BYTES_PER_DAY),
        },
        {
          provide: ImageStorage,
          inject: [settings, LocalDiskStorage],
          useFactory: (config: ImageSettings, disk: LocalDiskStorage) => {
            if (config.S3_BUCKET && config.S3_PUBLIC_URL) {
              return new S3Storage({
                bucket: config.S3_BUCKET,
                region: config.S3_REGION,
                endpoint: config.S3_ENDPOINT,
                forcePathStyle: config.S3_FORCE_PATH_STYLE,
                publicUrl: config.S3_PUBLIC_URL,
                folder,
              });
            }
            watchUploadsFolder(uploadsPath(folder), disk.dir, config.UPLOADS_MIN_FREE_BYTES);
            return disk;
          },
        },
        ImagesService,
        ImageUploadInterceptor,
      ],
      exports: [ImagesService, ImageUploadInterceptor, IMAGE_UPLOAD],
    };
  }
}
