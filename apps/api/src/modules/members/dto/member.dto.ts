import { ApiProperty } from '@nestjs/swagger';
import { centavosToDecimal, type InfoState, type Role } from '@halimbawa/domain';
import { INFO_STATE, ROLE } from '../../../openapi/schema-enums';
import type { MemberEntity } from '../member.entity';

export class EmploymentDto {
  @ApiProperty({ example: 'PH' }) workPlaceCountry: string;
  @ApiProperty({ example: 'Makati City' }) workLocation: string;
  @ApiProperty({ example: 'Accountant' }) jobTitle: string;
  @ApiProperty({ example: 'Accounting / Finance' }) jobCategory: string;
  @ApiProperty({ example: '35000.00', description: 'PHP, decimal string with 2 decimals' }) monthlyNetIncome: string;
}

/** The member as the API shows it: never a password hash or a token. */
export class MemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '+639171234567' }) phoneNumber: string;
  @ApiProperty() email: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ ...ROLE, isArray: true }) roles: Role[];
  @ApiProperty(INFO_STATE) infoState: InfoState;
  @ApiProperty({ type: EmploymentDto }) employment: EmploymentDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the member closed the account (it cannot sign in since); null while open.' }) closedAt: string | null;
}

export class InfoStateDto {
  @ApiProperty(INFO_STATE) state: InfoState;
}

export function toMemberDto(m: MemberEntity): MemberDto {
  return {
    id: m.id,
    phoneNumber: m.phoneNumber,
    email: m.email,
    fullName: m.fullName,
    roles: m.roles,
    infoState: m.infoState,
    employment: {
      workPlaceCountry: m.workPlaceCountry,
      workLocation: m.workLocation,
      jobTitle: m.jobTitle,
      jobCategory: m.jobCategory,
      monthlyNetIncome: centavosToDecimal(m.monthlyNetIncome),
    },
    createdAt: m.createdAt.toISOString(),
    closedAt: m.closedAt?.toISOString() ?? null,
  };
}
