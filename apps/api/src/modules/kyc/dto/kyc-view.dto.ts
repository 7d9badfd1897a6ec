import { ApiProperty } from '@nestjs/swagger';
import { GENDERS, type InfoState, type KycStatus, type StatusColour, type StatusIcon } from '@halimbawa/domain';
import { INFO_STATE, KYC_STATUS, STATUS_COLOUR, STATUS_ICON } from '../../../openapi/schema-enums';
import { DocumentViewDto } from '../../documents/dto/document.dto';
import { KYC_REASON_CODES, type KycReasonCode } from '../kyc-reasons';
import { BankAccountViewDto } from './wizard.dto';

export const KYC_REASON_CODE = { enum: KYC_REASON_CODES, enumName: 'KycReasonCode' };

export class PersonalViewDto {
  @ApiProperty({ enum: GENDERS, enumName: 'Gender' }) gender: string;
  @ApiProperty() firstName: string;
  @ApiProperty({ nullable: true, type: String }) middleName: string | null;
  @ApiProperty() lastName: string;
  @ApiProperty({ format: 'date', example: '1990-03-07' }) birthDate: string;
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
  @ApiProperty(KYC_STATUS) status: KycStatus;
  @ApiProperty({ example: 'IDENTITY CHECK PENDING' }) statement: string;
  @ApiProperty({ example: 'A Loan Officer will review your ID and selfie.' }) message: string;
  @ApiProperty(STATUS_COLOUR) colour: StatusColour;
  @ApiProperty(STATUS_ICON) icon: StatusIcon;
  @ApiProperty({ ...KYC_REASON_CODE, nullable: true }) reasonCode: KycReasonCode | null;
  @ApiProperty({ nullable: true, type: String, description: 'The rejection reason in words, for the member.' }) reason: string | null;
  @ApiProperty({ ...INFO_STATE, nullable: true, description: 'The wizard step to resubmit after a rejection.' })
  resubmitStep: InfoState | null;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) reviewedAt: string | null;
}

/** GET /member/kyc: everything the wizard pre-fills, and the KYC review. */
export class KycSummaryDto {
  @ApiProperty(INFO_STATE) infoState: InfoState;
  @ApiProperty({ type: 'integer', example: 3, description: 'Wizard step 1 to 5 of infoState; 6 when INFO_COMPLETED.' }) step: number;
  @ApiProperty({ type: PersonalViewDto, nullable: true }) personal: PersonalViewDto | null;
  @ApiProperty({ type: AddressViewDto, nullable: true }) address: AddressViewDto | null;
  @ApiProperty({ type: ReferencesViewDto, nullable: true }) references: ReferencesViewDto | null;
  @ApiProperty({ type: IdentityViewDto, nullable: true }) identity: IdentityViewDto | null;
  @ApiProperty({ type: DocumentViewDto, isArray: true, description: 'The current ID front, ID back and selfie (those uploaded).' })
  documents: DocumentViewDto[];
  @ApiProperty({ type: BankAccountViewDto, nullable: true }) bank: BankAccountViewDto | null;
  @ApiProperty({ type: KycReviewViewDto, nullable: true, description: 'null until the ID step was first saved.' })
  kyc: KycReviewViewDto | null;
}
