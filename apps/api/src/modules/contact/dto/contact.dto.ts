import { ApiProperty } from '@nestjs/swagger';
import { NextCursor } from '../../../common/page.dto';
import { DomainField } from '../../../common/domain-field.decorator';

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

export class ContactMessageListDto {
  @ApiProperty({ type: ContactMessageDto, isArray: true, description: 'Newest first, one page.' }) messages: ContactMessageDto[];
  @NextCursor() nextCursor: string | null;
}
