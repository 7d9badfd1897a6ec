import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../openapi/money';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { REPORT_KINDS, COVERED_ENTRY_KINDS, type CoveredEntryKind, type ReportKind } from './aml-reports.entities';
import { STR_REASON_CODES } from './aml-reports.rules';

const KIND = { enum: [...REPORT_KINDS], enumName: 'AmlReportKind' } as const;

/** Checked in AmlReportsService. */
export class ReportQueryDto extends PageQueryDto {
  @RequestField({ ...KIND, required: false, description: 'Only this kind.' }) kind?: ReportKind;
  @RequestField({ type: 'string', format: 'uuid', required: false, description: "Only this member's reports." }) memberId?: string;
}

export class ReportExportQueryDto {
  @RequestField({ ...KIND, required: false, description: 'CTR unless asked.' }) kind?: ReportKind;
  @RequestField({ type: 'string', required: false, example: '2026-06-01', description: 'First transaction day; without from and to, every unfiled report.' }) from?: string;
  @RequestField({ type: 'string', required: false, example: '2026-06-30', description: 'Last transaction day.' }) to?: string;
}

export class DraftSuspiciousDto {
  @RequestField({ type: 'string', isArray: true, enum: [...STR_REASON_CODES], enumName: 'StrReasonCode', description: 'At least one (docs/aml.md).' }) reasonCodes: string[];
  @RequestField({ type: 'string', description: 'What was seen, 20 to 4,000 characters.' }) narrative: string;
}

export class FileReportDto {
  @RequestField({ type: 'string', example: 'AMLC-2026-000123', description: "The AMLC's acknowledgement of the filing, 3 to 100 characters." }) reference: string;
}

export class ReportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(KIND) kind: ReportKind;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty() memberName: string;
  @ApiProperty({ enum: [...COVERED_ENTRY_KINDS], enumName: 'CoveredTransactionKind', nullable: true }) transactionKind: CoveredEntryKind | null;
  @Centavos('The amount of a covered transaction.', { nullable: true }) amountPhp: number | null;
  @ApiProperty({ example: '2026-06-08', description: 'The Manila day of the transaction, or of the draft.' }) occurredOn: string;
  @ApiProperty({ example: '2026-06-16', description: 'Five working days later.' }) dueOn: string;
  @ApiProperty({ description: 'Not filed and past its due date.' }) overdue: boolean;
  @ApiProperty({ type: String, isArray: true }) reasonCodes: string[];
  @ApiProperty({ type: String, nullable: true }) narrative: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The confirmed sanctions case that drafted it.' }) caseId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null when the system drafted it.' }) draftedBy: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true }) filedReference: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) filedBy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) filedAt: string | null;
}

export class ReportListDto {
  @ApiProperty({ type: ReportDto, isArray: true, description: 'Unfiled and past their due date, the most overdue first (on the first page only).' }) overdue: ReportDto[];
  @ApiProperty({ type: ReportDto, isArray: true, description: 'The others, newest first, a page at a time.' }) reports: ReportDto[];
  @NextCursor() nextCursor: string | null;
}

export class HolidayQueryDto {
  @RequestField({ type: 'string', required: false, example: '2026', description: 'This year (Manila) unless asked.' }) year?: string;
}

export class HolidayDto {
  @ApiProperty({ example: '2026-06-12' }) day: string;
  @ApiProperty({ example: 'Independence Day' }) name: string;
}

export class HolidayListDto {
  @ApiProperty({ type: 'integer' }) year: number;
  @ApiProperty({ type: HolidayDto, isArray: true, description: 'In date order.' }) holidays: HolidayDto[];
}

export class AddHolidayDto {
  @RequestField({ type: 'string', example: '2026-06-12' }) day: string;
  @RequestField({ type: 'string', example: 'Independence Day', description: '1 to 100 characters.' }) name: string;
}

export class ComplianceMemberQueryDto {
  @RequestField({ type: 'string', required: false, example: 'Dela Cruz', description: 'A name, or 4 or more digits of a phone number; 2 to 100 characters.' }) q?: string;
}

export class ComplianceMemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The name given at sign-up.' }) fullName: string;
  @ApiProperty({ description: 'The legal name of the personal step, or empty before it.' }) legalName: string;
  @ApiProperty({ example: '+639171234567' }) phoneNumber: string;
  @ApiProperty({ type: String, nullable: true, example: '1990-01-31' }) birthDate: string | null;
  @ApiProperty({ type: String, nullable: true }) nationality: string | null;
}

export class ComplianceMemberListDto {
  @ApiProperty({ type: ComplianceMemberDto, isArray: true, description: 'At most 20, by name.' }) members: ComplianceMemberDto[];
}
