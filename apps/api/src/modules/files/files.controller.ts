import {
  type CallHandler,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  type NestInterceptor,
  Param,
  PayloadTooLargeException,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IdParamDto, ROUTE_TEMPLATES, type UploadedFileDto } from '@p2p/contracts';
import type { Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { AppException } from '../../core/common/app-exception.js';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { FilesService, type IncomingFile } from './files.service.js';
import { IMAGE_MAX_BYTES } from './image-processing.js';

const upload = ROUTE_TEMPLATES.common;
const routes = ROUTE_TEMPLATES.files;

/** Multer stops reading a part past the limit and throws 413; the catalogue's code for it is 1019. */
@Injectable()
class TooLargeAsImageCode implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((err: unknown) =>
          throwError(() =>
            err instanceof PayloadTooLargeException ? new AppException('IMAGE_TOO_LARGE') : err,
          ),
        ),
      );
  }
}

/** One part named `file` held in memory, at most 1 MB; no other file parts, few small fields. */
const oneFile = FileInterceptor('file', {
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

const multipartBody = ApiBody({
  schema: {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'JPG, JPEG, PNG or BMP, under 1 MB' },
    },
  },
});

const binary = { schema: { type: 'string', format: 'binary' } };

@ApiTags('files')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Post(upload.uploadImage)
  @HttpCode(200)
  @Authenticated()
  @UseInterceptors(TooLargeAsImageCode, oneFile)
  @ApiConsumes('multipart/form-data')
  @multipartBody
  @ApiOperation({ summary: 'Uploads an image (JPG, JPEG, PNG or BMP under 1 MB), stored without metadata' })
  uploadImage(
    @CurrentUser() me: UserPrincipal,
    @UploadedFile() file: IncomingFile | undefined,
  ): Promise<UploadedFileDto> {
    return this.files.upload(me.userId, file);
  }

  @Post(upload.uploadFile)
  @HttpCode(200)
  @Authenticated()
  @UseInterceptors(TooLargeAsImageCode, oneFile)
  @ApiConsumes('multipart/form-data')
  @multipartBody
  @ApiOperation({ summary: 'Uploads a file: the same rules as uploadImage (images only)' })
  uploadFile(
    @CurrentUser() me: UserPrincipal,
    @UploadedFile() file: IncomingFile | undefined,
  ): Promise<UploadedFileDto> {
    return this.files.upload(me.userId, file);
  }

  @Get(routes.read)
  @Authenticated()
  @ApiProduces('image/jpeg', 'image/png')
  @ApiOkResponse({
    description: 'The stored bytes (no envelope); refusals are the envelope',
    content: { 'image/jpeg': binary, 'image/png': binary },
  })
  @ApiOperation({ summary: 'Reads an upload back (its uploader only); another trader gets 404' })
  async read(
    @CurrentUser() me: UserPrincipal,
    @Param() params: IdParamDto,
    @Res() res: Response,
  ): Promise<void> {
    const { bytes, mime } = await this.files.read(me.userId, params.id);
    res
      .status(200)
      .set({
        'Content-Type': mime,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      })
      .end(bytes);
  }
}
