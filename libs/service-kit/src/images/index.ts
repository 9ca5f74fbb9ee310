// Imported as `@hotsprings/service-kit/images`, apart from the kit's main entry, so that only
// the services that store images load sharp and the S3 client.
export * from './image-budget';
export * from './image-settings.schema';
export * from './image-storage';
export * from './images.service';
export * from './image-upload.interceptor';
export * from './images.module';
export * from './local-disk.storage';
