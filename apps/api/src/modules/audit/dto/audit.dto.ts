import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@halimbawa/domain';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';

/** Checked in AuditTrailService. */
export class AuditQueryDto extends PageQueryDto {
  @RequestField({ type: 'string', required: false, maxLength: 40, description: "Only what this staff member did: their phone number (e.g. 09000000001) or id." }) staff?: string;
  @RequestField({ type: 'string', required: false, maxLength: 40, description: 'Only what concerns this member: their phone number or id.' }) member?: string;
  @RequestField({ type: 'string', required: false, maxLength: 40, description: 'Only what concerns this loan: its loan number.' }) loan?: string;
  @RequestField({ type: 'string', required: false, format: 'date', description: 'From this day (Manila), YYYY-MM-DD.' }) from?: string;
  @RequestField({ type: 'string', required: false, format: 'date', description: 'To this day (Manila) included, YYYY-MM-DD.' }) to?: string;
}

export class AuditActorDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+639000000001' }) phoneNumber: string;
  @ApiProperty({ enum: [...ROLES], enumName: 'Role', isArray: true }) roles: Role[];
}

export class AuditEventDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ example: 'officer.loan.approve', description: 'What was done: a stable name, e.g. officer.loan.approve, loan.repay, admin.staff.deactivate.' }) action: string;
  @ApiProperty({ type: AuditActorDto, nullable: true, description: 'Who did it; null for the system (jobs, payment channels).' }) actor: AuditActorDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'What it was done to: an id, a phone number or a code.' }) target: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) memberId: string | null;
  @ApiProperty({ type: String, nullable: true }) memberName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'HLC-2026-000123' }) loanNumber: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'What changed, as it was (null when nothing was changed).' }) before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'What changed, as it became.' }) after: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The rest the event recorded (amounts, codes, counts).' }) details: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
}

export class AuditListDto {
  @ApiProperty({ type: AuditEventDto, isArray: true }) events: AuditEventDto[];
  @NextCursor() nextCursor: string | null;
}
