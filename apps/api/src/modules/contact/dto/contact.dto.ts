import { ApiProperty } from '@nestjs/swagger';
import { DomainField, RequestField } from '../../../common/domain-field.decorator';

/** Checked in ContactService with libs/domain's validateContact. */
export class ContactDto {
  @DomainField('name') name: string;
  @DomainField('email') email: string;
  @DomainField('message') message: string;
  @DomainField('agree', { description: 'The agreement checkbox: "on" from a form, true from JSON.' }) agree: string;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ContactMessagesQueryDto {
  @RequestField({ type: 'string', required: false, description: 'The `nextCursor` of the page before; without it, the first page.' }) cursor?: string;
  @RequestField({ type: 'string', required: false, pattern: '^[0-9]+$', example: '50', description: 'Rows a page: 1 to 200 (default 50).' }) limit?: string;
}

export class ContactMessageListDto {
  @ApiProperty({ type: ContactMessageDto, isArray: true, description: 'Newest first, one page.' }) messages: ContactMessageDto[];
  @ApiProperty({ type: 'string', nullable: true, description: 'Pass as `cursor` for the next page; null on the last page.' }) nextCursor: string | null;
}
