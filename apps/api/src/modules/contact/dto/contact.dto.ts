import { ApiProperty } from '@nestjs/swagger';
import { validateContact } from '@halimbawa/domain';
import { DomainField, DomainForm } from '../../../common/domain-field.decorator';

@DomainForm(validateContact)
export class ContactDto {
  @DomainField('name') name: string;
  @DomainField('email') email: string;
  @DomainField('message') message: string;
  /** The agreement checkbox: "on" from a form, true from JSON. */
  @DomainField('agree') agree: string;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
