import { ApiProperty } from '@nestjs/swagger';

const SECTION = { type: 'object', additionalProperties: true } as const;
const LIST = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

export class ConsentDto {
  @ApiProperty({ enum: ['TERMS_AND_PRIVACY', 'CREDIT_BUREAU_REPORTING', 'LOAN_CONTRACT'], enumName: 'ConsentKind' }) kind: 'TERMS_AND_PRIVACY' | 'CREDIT_BUREAU_REPORTING' | 'LOAN_CONTRACT';
  @ApiProperty({ type: String, nullable: true, description: 'The version agreed to: the Terms version, or the loan number of a signed contract; null when none was recorded.' }) version: string | null;
  @ApiProperty({ format: 'date-time' }) givenAt: string;
}

/** GET /member/data: what the company holds about the member (Data Privacy Act), as one document. */
export class MemberDataDto {
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({ ...SECTION, description: 'The account: name, phone, e-mail, employment, language, dates.' }) member: Record<string, unknown>;
  @ApiProperty({ type: ConsentDto, isArray: true, description: 'Oldest first.' }) consents: ConsentDto[];
  @ApiProperty({ ...SECTION, description: 'The activation details as GET /member/kyc gives them (ID and account numbers masked).' }) kyc: Record<string, unknown>;
  @ApiProperty({ ...LIST, description: 'Every loan with its schedule, oldest first, as GET /loan/current gives one.' }) loans: Record<string, unknown>[];
  @ApiProperty({ ...LIST, description: "Every movement of the wallet and every payment of the member's loans, oldest first, as GET /wallet/history gives them." }) wallet: Record<string, unknown>[];
  @ApiProperty({ ...LIST, description: 'Every withdrawal, oldest first, as GET /withdrawals gives them (account numbers masked).' }) withdrawals: Record<string, unknown>[];
  @ApiProperty({ ...LIST, description: 'Every support request with its thread, oldest first.' }) supportRequests: Record<string, unknown>[];
  @ApiProperty({ ...LIST, description: 'Every SMS and e-mail sent to the member, oldest first, codes masked.' }) notifications: Record<string, unknown>[];
}
