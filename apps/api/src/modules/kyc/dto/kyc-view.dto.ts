import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INFO_STATES, KYC_STATUSES, STATUS_COLOURS, STATUS_ICONS, type InfoState, type KycStatus, type StatusColour, type StatusIcon } from '@halimbawa/domain';
import { DocumentViewDto } from '../../documents/dto/document.dto';
import { KYC_REASON_CODES, type KycReasonCode } from '../kyc-reasons';
import { BankAccountViewDto } from './wizard.dto';

export class PersonalViewDto {
  @ApiProperty({ enum: ['Male', 'Female'] }) gender: string;
  @ApiProperty() firstName: string;
  @ApiProperty({ nullable: true, type: String }) middleName: string | null;
  @ApiProperty() lastName: string;
  @ApiProperty({ example: '1990-03-07' }) birthDate: string;
  @ApiProperty({ example: '7', description: 'For the form: day without a leading zero.' }) birthDay: string;
  @ApiProperty({ example: '3' }) birthMonth: string;
  @ApiProperty({ example: '1990' }) birthYear: string;
  @ApiProperty() maritalStatus: string;
  @ApiProperty() nationality: string;
  @ApiProperty() isAgree: boolean;
}

export class AddressViewDto {
  @ApiProperty({ example: 'PH' }) countryResidence: string;
  @ApiProperty() province: string;
  @ApiProperty() town: string;
  @ApiProperty() streetAddress: string;
  @ApiProperty({ nullable: true, type: String }) postalCode: string | null;
}

export class ReferencesViewDto {
  @ApiProperty() refFullName1: string;
  @ApiProperty() refRelationship1: string;
  @ApiProperty({ example: '+639181234567', description: 'E.164 (accepted as is when posted back).' }) refPhoneNumber1: string;
  @ApiProperty({ nullable: true, type: String }) refFullName2: string | null;
  @ApiProperty({ nullable: true, type: String }) refRelationship2: string | null;
  @ApiProperty({ nullable: true, type: String }) refPhoneNumber2: string | null;
}

export class IdentityViewDto {
  @ApiProperty() identityType: string;
  @ApiProperty({ nullable: true, type: String }) otherIdentityType: string | null;
  @ApiProperty() identityNumber: string;
}

export class KycReviewViewDto {
  @ApiProperty({ enum: KYC_STATUSES }) status: KycStatus;
  @ApiProperty({ example: 'IDENTITY CHECK PENDING' }) statement: string;
  @ApiProperty({ example: 'A Loan Officer will review your ID and selfie.' }) message: string;
  @ApiProperty({ enum: STATUS_COLOURS }) colour: StatusColour;
  @ApiProperty({ enum: STATUS_ICONS }) icon: StatusIcon;
  @ApiPropertyOptional({ enum: KYC_REASON_CODES, nullable: true }) reasonCode: KycReasonCode | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'The rejection reason in words, for the member.' }) reason: string | null;
  @ApiPropertyOptional({ enum: INFO_STATES, nullable: true, description: 'The wizard step to resubmit after a rejection.' })
  resubmitStep: InfoState | null;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) reviewedAt: string | null;
}

/** GET /member/kyc: everything the wizard pre-fills, and the KYC review. */
export class KycSummaryDto {
  @ApiProperty({ enum: INFO_STATES }) infoState: InfoState;
  @ApiProperty({ example: 3, description: 'Wizard step 1 to 5 of infoState; 6 when INFO_COMPLETED.' }) step: number;
  @ApiPropertyOptional({ type: PersonalViewDto, nullable: true }) personal: PersonalViewDto | null;
  @ApiPropertyOptional({ type: AddressViewDto, nullable: true }) address: AddressViewDto | null;
  @ApiPropertyOptional({ type: ReferencesViewDto, nullable: true }) references: ReferencesViewDto | null;
  @ApiPropertyOptional({ type: IdentityViewDto, nullable: true }) identity: IdentityViewDto | null;
  @ApiProperty({ type: DocumentViewDto, isArray: true, description: 'The current ID front, ID back and selfie (those uploaded).' })
  documents: DocumentViewDto[];
  @ApiPropertyOptional({ type: BankAccountViewDto, nullable: true }) bank: BankAccountViewDto | null;
  @ApiPropertyOptional({ type: KycReviewViewDto, nullable: true, description: 'null until the ID step was first saved.' })
  kyc: KycReviewViewDto | null;
}
