import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '@halimbawa/domain';
import { DomainField, RequestField } from '../../../common/domain-field.decorator';
import { MessageDto } from '../../../common/message.dto';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';

const STAFF_ROLE = { enum: [...STAFF_ROLES], enumName: 'StaffRole' } as const;

/** Checked in StaffService. */
export class StaffQueryDto extends PageQueryDto {
  @RequestField({ type: 'string', required: false, maxLength: 100, description: 'A part of the name or the phone number.' }) q?: string;
}

export class StaffAccountDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+639000000001' }) phoneNumber: string;
  @ApiProperty() email: string;
  @ApiProperty({ ...STAFF_ROLE, isArray: true }) roles: StaffRole[];
  @ApiProperty({ description: 'false once an admin deactivated the account: it cannot sign in.' }) active: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deactivatedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class StaffListDto {
  @ApiProperty({ type: StaffAccountDto, isArray: true }) staff: StaffAccountDto[];
  @NextCursor() nextCursor: string | null;
}

/** Checked with validateStaffAccount (libs/domain). */
export class CreateStaffDto {
  @RequestField({ type: 'string', required: false, example: 'PH', description: 'ISO country of the phone number (default PH).' }) phoneCountry?: string;
  @DomainField('phoneNumber', { description: "The staff member's mobile number (not `phoneNumber`, which a signed-in request may only use for the caller's own)." }) staffPhone: string;
  @DomainField('email') email: string;
  @DomainField('fullName') fullName: string;
  @RequestField({ ...STAFF_ROLE, isArray: true, description: 'LOAN_OFFICER, ADMIN or both.' }) roles: StaffRole[];
}

/** Checked in StaffService. */
export class StaffRolesDto {
  @RequestField({ ...STAFF_ROLE, isArray: true, description: 'The account\'s staff roles from now: LOAN_OFFICER, ADMIN or both.' }) roles: StaffRole[];
}

export class StaffAnswerDto extends MessageDto {
  @ApiProperty({ type: StaffAccountDto }) account: StaffAccountDto;
}
