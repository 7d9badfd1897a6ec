import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { DOCUMENT_KINDS, IMAGE_TYPES, type DocumentKind, type ImageType } from '../identity-document.entity';

export const DOCUMENT_KIND = { enum: DOCUMENT_KINDS, enumName: 'DocumentKind' };

/** The text part of POST /member/documents (multipart/form-data), checked in DocumentsService. */
export class UploadDocumentDto {
  @RequestField({
    ...DOCUMENT_KIND,
    required: false,
    description: 'Which image this is. May be left out when the file is sent under imageIdFront, imageIdBack or imageSelfie.',
  })
  kind?: DocumentKind;
}

/** A stored identity image as the API shows it: never its storage key. */
export class DocumentViewDto {
  @ApiProperty(DOCUMENT_KIND) kind: DocumentKind;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: IMAGE_TYPES, enumName: 'ImageType', description: 'Decided by the bytes; the stored image is re-encoded in this type.' }) contentType: ImageType;
  @ApiProperty({ type: 'integer', example: 245_311, description: 'Bytes of the stored image.' }) size: number;
  @ApiProperty({ type: 'integer', example: 1200 }) width: number;
  @ApiProperty({ type: 'integer', example: 800 }) height: number;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
  @ApiProperty({ example: '/member/documents/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11', description: 'Path under /api/v2 (needs the bearer token).' })
  path: string;
  @ApiProperty({ example: '/member/documents/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11?size=thumb', description: 'A JPEG preview of at most 320 x 320.' })
  thumbnailPath: string;
}

/** What officers see of a document: also its SHA-256. */
export class OfficerDocumentViewDto extends DocumentViewDto {
  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }) sha256: string;
}
