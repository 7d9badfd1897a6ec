import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { INFO_STATES, KYC_STATUSES, type InfoState, type KycStatus } from '@halimbawa/domain';
import { Allow } from 'class-validator';
import { OfficerDocumentViewDto } from '../../documents/dto/document.dto';
import { MemberDto } from '../../members/dto/member.dto';
import { KYC_REASON_CODES, type KycReasonCode } from '../kyc-reasons';
import { KycReviewViewDto, KycSummaryDto } from './kyc-view.dto';

export class OfficerMembersQueryDto {
  @ApiPropertyOptional({ enum: KYC_STATUSES, description: 'Only members whose KYC review has this status.' })
  @Allow()
  kyc?: string;
}

export class OfficerMemberListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+639171234567' }) phoneNumber: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: INFO_STATES }) infoState: InfoState;
  @ApiProperty({ enum: KYC_STATUSES }) kycStatus: KycStatus;
  @ApiPropertyOptional({ enum: KYC_REASON_CODES, nullable: true }) reasonCode: KycReasonCode | null;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) reviewedAt: string | null;
  @ApiProperty({ example: '/officer/members/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11' }) path: string;
}

export class OfficerKycReviewViewDto extends KycReviewViewDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: 'The officer who decided.' }) reviewedBy: string | null;
}

export class OfficerMemberDetailDto extends OmitType(KycSummaryDto, ['infoState', 'step', 'documents', 'kyc'] as const) {
  @ApiProperty({ type: MemberDto }) member: MemberDto;
  @ApiProperty({ type: OfficerDocumentViewDto, isArray: true, description: 'Images at /officer/documents/:id (each view is audited).' })
  documents: OfficerDocumentViewDto[];
  @ApiPropertyOptional({ type: OfficerKycReviewViewDto, nullable: true }) kyc: OfficerKycReviewViewDto | null;
}

export class KycDecisionDto {
  @ApiProperty({ enum: ['VERIFIED', 'REJECTED'] })
  @Allow()
  status?: string;

  @ApiPropertyOptional({ enum: KYC_REASON_CODES, description: 'Required with REJECTED, from the fixed list; not allowed with VERIFIED.' })
  @Allow()
  reasonCode?: string;
}

export class KycReasonDto {
  @ApiProperty({ enum: KYC_REASON_CODES }) code: KycReasonCode;
  @ApiProperty() message: string;
  @ApiProperty({ enum: INFO_STATES }) step: InfoState;
}
