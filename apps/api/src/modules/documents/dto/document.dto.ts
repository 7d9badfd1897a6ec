import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { DOCUMENT_KINDS, IMAGE_TYPES, type DocumentKind, type ImageType } from '../identity-document.entity';

/** The text part of POST /member/documents (multipart/form-data). */
export class UploadDocumentDto {
  @ApiProperty({
    enum: DOCUMENT_KINDS,
    required: false,
    description: 'Which image this is. May be left out when the file is sent under imageIdFront, imageIdBack or imageSelfie.',
  })
  @Allow()
  kind?: string;
}

/** A stored identity image as the API shows it: never its storage key. */
export class DocumentViewDto {
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind: DocumentKind;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: IMAGE_TYPES, description: 'Decided by the bytes; the stored image is re-encoded in this type.' }) contentType: ImageType;
  @ApiProperty({ example: 245_311, description: 'Bytes of the stored image.' }) size: number;
  @ApiProperty({ example: 1200 }) width: number;
  @ApiProperty({ example: 800 }) height: number;
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
