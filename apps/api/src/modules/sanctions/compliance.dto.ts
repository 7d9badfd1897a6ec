import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { CASE_STATUSES, SANCTIONS_SOURCES, type CaseStatus, type SanctionsSource } from './sanctions.entities';

const CASE_STATUS = { enum: [...CASE_STATUSES], enumName: 'SanctionsCaseStatus' } as const;
const SOURCE = { enum: [...SANCTIONS_SOURCES], enumName: 'SanctionsSource' } as const;
const TRIGGERS = ['SIGNUP', 'LOAN_APPROVAL', 'DISBURSEMENT', 'PAYOUT', 'LIST_CHANGE'];
const ORIGINS = ['UPLOAD', 'URL', 'MANUAL', 'SEED'];

/** Checked in ComplianceService. */
export class CaseQueryDto extends PageQueryDto {
  @RequestField({ ...CASE_STATUS, required: false, description: 'Only the cases in this status (default OPEN).' }) status?: CaseStatus;
}

export class ListUploadDto {
  @RequestField({ type: 'string', example: 'consolidated.xml' }) filename: string;
  @RequestField({ type: 'string', description: 'The UN Security Council consolidated list as published (XML), at most 8 MB.' }) xml: string;
}

export class DesignationRequestDto {
  @RequestField({ type: 'string', example: 'Juan Dela Cruz', description: '2 to 200 characters.' }) name: string;
  @RequestField({ type: 'string', isArray: true, required: false, description: 'Other names, at most 20.' }) aliases?: string[];
  @RequestField({ type: 'string', required: false, example: '1970-01-31' }) birthDate?: string;
  @RequestField({ type: 'string', required: false, example: 'Filipino' }) nationality?: string;
  @RequestField({ type: 'string', example: 'ATC Resolution No. 12 (2020)', description: 'The resolution that designates them, 3 to 200 characters.' }) source: string;
}

export class CaseReasonDto {
  @RequestField({ type: 'string', example: 'Different person: birth year and middle name differ.', description: '5 to 500 characters.' }) reason: string;
}

export class ListedBirthDateDto {
  @ApiProperty({ type: String, nullable: true, example: 'EXACT' }) type: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1971-03-14' }) date: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) year: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) fromYear: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) toYear: number | null;
}

export class ListedAliasDto {
  @ApiProperty({ enum: ['GOOD', 'LOW'], enumName: 'SanctionsAliasQuality' }) quality: 'GOOD' | 'LOW';
  @ApiProperty() name: string;
}

export class ListedDocumentDto {
  @ApiProperty({ type: String, nullable: true }) type: string | null;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
}

export class SanctionsEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(SOURCE) source: SanctionsSource;
  @ApiProperty({ description: "The list's own key (the UN's DATAID)." }) ref: string;
  @ApiProperty({ enum: ['INDIVIDUAL', 'ENTITY'], enumName: 'SanctionsEntryKind' }) kind: 'INDIVIDUAL' | 'ENTITY';
  @ApiProperty() name: string;
  @ApiProperty({ type: ListedAliasDto, isArray: true }) aliases: ListedAliasDto[];
  @ApiProperty({ type: ListedBirthDateDto, isArray: true }) birthDates: ListedBirthDateDto[];
  @ApiProperty({ type: String, isArray: true }) nationalities: string[];
  @ApiProperty({ type: ListedDocumentDto, isArray: true }) documents: ListedDocumentDto[];
  @ApiProperty({ type: String, nullable: true }) referenceNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) listedOn: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The UN list's type, or the designating resolution." }) basis: string | null;
  @ApiProperty({ description: 'Removed from the list (or changed) since the case opened.' }) removed: boolean;
}

export class ScreenedMemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The legal name of the personal step, or the name given at sign-up.' }) fullName: string;
  @ApiProperty({ type: String, isArray: true, description: 'Every name screened.' }) names: string[];
  @ApiProperty({ type: String, nullable: true, example: '1971-03-14' }) birthDate: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Filipino' }) nationality: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a confirmed hit froze the wallet.' }) frozenAt: string | null;
}

export class CaseSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(CASE_STATUS) status: CaseStatus;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) score: number;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ description: 'The member as screened.' }) memberName: string;
  @ApiProperty({ description: 'The listed name or alias that came closest.' }) matchedName: string;
  @ApiProperty({ enum: TRIGGERS, enumName: 'ScreeningTrigger' }) trigger: string;
  @ApiProperty({ format: 'date-time' }) openedAt: string;
}

export class CaseListDto {
  @ApiProperty({ type: CaseSummaryDto, isArray: true, description: 'Newest first.' }) cases: CaseSummaryDto[];
  @NextCursor() nextCursor: string | null;
}

export class CaseDto extends CaseSummaryDto {
  @ApiProperty({ type: String, nullable: true, example: '1971-03-14', description: 'The date of birth screened when the case opened.' }) memberBirthDate: string | null;
  @ApiProperty({ type: String, nullable: true }) memberNationality: string | null;
  @ApiProperty({ type: ScreenedMemberDto, description: 'The member now.' }) member: ScreenedMemberDto;
  @ApiProperty({ type: SanctionsEntryDto }) entry: SanctionsEntryDto;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) decidedBy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) decisionReason: string | null;
  @ApiProperty({ description: 'A confirmation waits for a second check.' }) confirmWaiting: boolean;
  @ApiProperty({ description: 'The caller asked for that confirmation (so another must check it).' }) confirmMine: boolean;
}

export class ListVersionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(SOURCE) source: SanctionsSource;
  @ApiProperty({ enum: ORIGINS, enumName: 'SanctionsListOrigin' }) origin: string;
  @ApiProperty({ type: String, nullable: true, description: "The list's own date, as published." }) generatedAt: string | null;
  @ApiProperty({ type: 'integer' }) entries: number;
  @ApiProperty({ type: 'integer' }) added: number;
  @ApiProperty({ type: 'integer' }) removed: number;
  @ApiProperty({ type: 'integer' }) changed: number;
  @ApiProperty({ format: 'date-time' }) importedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When every member was screened against it.' }) screenedAt: string | null;
}

export class ListVersionListDto {
  @ApiProperty({ type: ListVersionDto, isArray: true, description: 'Newest first.' }) versions: ListVersionDto[];
  @NextCursor() nextCursor: string | null;
}
