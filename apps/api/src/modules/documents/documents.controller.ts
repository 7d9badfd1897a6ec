import { Body, Controller, Get, Param, Post, Query, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTooManyRequestsResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { RateLimited } from '../../common/rate-limit';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { DocumentViewDto, UploadDocumentDto } from './dto/document.dto';
import { DocumentsService, type ServedImage, type UploadedImage } from './documents.service';
import { DOCUMENT_KINDS, IMAGE_TYPES } from './identity-document.entity';
import { DocumentUploadInterceptor } from './upload.interceptor';

/** Headers of every identity image answer: private, never cached, never sniffed, never a download. */
export function sendImage(res: FastifyReply, image: ServedImage): StreamableFile {
  res.headers({
    'Content-Type': image.contentType,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  return new StreamableFile(image.data, { type: image.contentType, length: image.data.length });
}

const BINARY = { schema: { type: 'string', format: 'binary' } };
/** An identity image answer in OpenAPI. */
export const IMAGE_CONTENT = Object.fromEntries(IMAGE_TYPES.map((type) => [type, BINARY]));

export const IMAGE_SIZE_QUERY = ApiQuery({ name: 'size', required: false, enum: ['thumb'], description: 'thumb: a JPEG preview of at most 320 x 320.' });
/** Photo views are limited per member and per officer (DocumentsService). */
export const READS_LIMITED = ApiTooManyRequestsResponse({ description: 'Too many photo views in a short time: wait Retry-After seconds.' });

@Controller('member/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post()
  @ApiOperation({ summary: 'Upload an identity photo', description: 'A photo of the ID (front, back) or a selfie as multipart/form-data (JPEG, PNG or WebP). Stored re-encoded without metadata; replaces the earlier image of the same kind.' })
  @RateLimited({ perIpOnly: true })
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
        file: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (decided by the bytes), at most 8 MB. May also be sent as imageIdFront, imageIdBack or imageSelfie.' },
      },
    },
  })
  @ApiCreatedResponse({ type: DocumentViewDto, description: 'Stored (re-encoded, without metadata); replaces the earlier image of the same kind.' })
  @ApiConflictResponse({ description: 'The identity is verified already: its photos no longer change.' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or WebP image (decided by the bytes), e.g. a PDF.' })
  @ApiTooManyRequestsResponse({ description: 'Too many uploads in a short time, or the image decoder is busy: wait Retry-After seconds.' })
  upload(@CurrentMember() me: AuthMember, @Body() body: UploadDocumentDto, @UploadedFile() file: UploadedImage | undefined, @ReqMeta() meta: RequestMeta): Promise<DocumentViewDto> {
    return this.documents.upload(me, body.kind, file, meta);
  }

  @Get(':id')
  @ApiOperation({ summary: 'View an identity photo', description: "One of the member's own photos (or its thumbnail with ?size=thumb). Each view is audited." })
  @IMAGE_SIZE_QUERY
  @ApiOkResponse({ description: 'The image (Cache-Control: private, no-store). Each view is audited.', content: IMAGE_CONTENT })
  @ApiNotFoundResponse({ description: 'Not one of your current documents.' })
  @READS_LIMITED
  async read(
    @CurrentMember() me: AuthMember,
    @Param('id') id: string,
    @Query('size') size: string | undefined,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendImage(res, await this.documents.readOwn(me, id, size, meta));
  }
}
