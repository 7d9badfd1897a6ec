import { ApiProperty, OmitType } from '@nestjs/swagger';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import type { InfoState, KycStatus } from '@halimbawa/domain';
import { RequestField } from '../../../common/domain-field.decorator';
import { INFO_STATE, KYC_STATUS } from '../../../openapi/schema-enums';
import { OfficerDocumentViewDto } from '../../documents/dto/document.dto';
import { MemberDto } from '../../members/dto/member.dto';
import type { KycReasonCode } from '../kyc-reasons';
import { KYC_REASON_CODE, KycReviewViewDto, KycSummaryDto } from './kyc-view.dto';

/** Checked in KycReviewService. */
export class OfficerMembersQueryDto extends PageQueryDto {
  @RequestField({ ...KYC_STATUS, required: false, description: 'Only members whose KYC review has this status.' }) kyc?: KycStatus;
  @RequestField({ type: 'string', required: false, maxLength: 100, description: "A member's name (any part, any case) or phone number." }) q?: string;
}

export class OfficerMemberListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+639171234567' }) phoneNumber: string;
  @ApiProperty() email: string;
  @ApiProperty(INFO_STATE) infoState: InfoState;
  @ApiProperty(KYC_STATUS) kycStatus: KycStatus;
  @ApiProperty({ ...KYC_REASON_CODE, nullable: true }) reasonCode: KycReasonCode | null;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) reviewedAt: string | null;
  @ApiProperty({ example: '/officer/members/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11' }) path: string;
}

export class OfficerMemberListDto {
  @ApiProperty({ type: OfficerMemberListItemDto, isArray: true }) members: OfficerMemberListItemDto[];
  @NextCursor() nextCursor: string | null;
}

export class OfficerKycReviewViewDto extends KycReviewViewDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The officer who decided.' }) reviewedBy: string | null;
}

export class OfficerMemberDetailDto extends OmitType(KycSummaryDto, ['infoState', 'step', 'documents', 'kyc'] as const) {
  @ApiProperty({ type: MemberDto }) member: MemberDto;
  @ApiProperty({ type: OfficerDocumentViewDto, isArray: true, description: 'Images at /officer/documents/:id (each view is audited).' })
  documents: OfficerDocumentViewDto[];
  @ApiProperty({ type: OfficerKycReviewViewDto, nullable: true, description: 'null until the ID step was first saved.' }) kyc: OfficerKycReviewViewDto | null;
}

/** Checked in KycReviewService. */
export class KycDecisionDto {
  @RequestField({ enum: ['VERIFIED', 'REJECTED'], enumName: 'KycDecision' }) status: 'VERIFIED' | 'REJECTED';

  @RequestField({ ...KYC_REASON_CODE, required: false, description: 'Required with REJECTED, from the fixed list; not allowed with VERIFIED.' })
  reasonCode?: KycReasonCode;
}

export class KycReasonDto {
  @ApiProperty(KYC_REASON_CODE) code: KycReasonCode;
  @ApiProperty() message: string;
  @ApiProperty(INFO_STATE) step: InfoState;
}

export class KycReasonListDto {
  @ApiProperty({ type: KycReasonDto, isArray: true, description: "In the fixed list's order, one page." }) reasons: KycReasonDto[];
  @NextCursor() nextCursor: string | null;
}
