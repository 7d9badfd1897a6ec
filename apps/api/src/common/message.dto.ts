import { ApiProperty } from '@nestjs/swagger';

export class MessageDto {
  @ApiProperty() message: string;
}

/** A refusal a client acts on by its `code` (stable), showing `message` (in the reader's language). */
export class CodedRefusalDto {
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['IMAGE_DECODER_BUSY', 'DOCUMENT_READS_LIMITED', 'DOCUMENT_UPLOADS_LIMITED', 'SIGN_IN_CODE_REQUIRED'] }) code: string;
}
