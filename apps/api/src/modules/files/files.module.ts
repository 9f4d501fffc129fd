import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { AuthModule } from '../auth/auth.module.js';
import { FileAccess } from './file-access.js';
import { FILE_STORAGE, LocalDiskStorage } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';

/**
 * Uploads (issue 11, spec §7 "shared uploads"): images checked by content and re-encoded without
 * metadata, kept in a `FileStorage` (local disk under UPLOAD_DIR) and recorded in `uploaded_files`.
 * Modules that let others read an upload (orders: the payment QR image) register a `FileAccessRule`;
 * `FilesService.isOwnUpload` tells them an upload is the caller's (chat images).
 */
@Module({
  imports: [AuthModule],
  controllers: [FilesController],
  providers: [
    FileAccess,
    FilesRepository,
    FilesService,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir),
    },
  ],
  exports: [FileAccess, FilesService],
})
export class FilesModule {}
