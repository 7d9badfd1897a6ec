import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INFO_STATES, type InfoState } from '@halimbawa/domain';
import { WizardField } from './wizard-field.decorator';

/** Step 1, 'Tell us about yourself' (PATCH /member/update/personal). */
export class PersonalDto {
  @WizardField('gender') gender?: string;
  @WizardField('firstName') firstName?: string;
  @WizardField('middleName') middleName?: string;
  @WizardField('lastName') lastName?: string;
  @WizardField('birthDay') birthDay?: string;
  @WizardField('birthMonth') birthMonth?: string;
  @WizardField('birthYear') birthYear?: string;
  @WizardField('maritalStatus') maritalStatus?: string;
  @WizardField('nationality') nationality?: string;
  @WizardField('isAgree', { description: 'Consent to credit-bureau reporting: "on" from a form, true from JSON.' }) isAgree?: string;
}

/** Step 2, 'Current residential address' (PATCH /member/update/address). */
export class AddressDto {
  @WizardField('countryResidence') countryResidence?: string;
  @WizardField('province') province?: string;
  @WizardField('town') town?: string;
  @WizardField('streetAddress') streetAddress?: string;
  @WizardField('postalCode') postalCode?: string;
}

/** Step 3, 'Character References' (PATCH /member/update/references). The second one is optional. */
export class ReferencesDto {
  @WizardField('refFullName1') refFullName1?: string;
  @WizardField('refRelationship1') refRelationship1?: string;
  @WizardField('phoneCountry', { required: false, description: 'Country of refPhoneNumber1 (ISO code, default PH).' }) refPhoneCountry1?: string;
  @WizardField('refPhoneNumber1') refPhoneNumber1?: string;
  @WizardField('refFullName2') refFullName2?: string;
  @WizardField('refRelationship2') refRelationship2?: string;
  @WizardField('phoneCountry', { required: false, description: 'Country of refPhoneNumber2 (ISO code, default PH).' }) refPhoneCountry2?: string;
  @WizardField('refPhoneNumber2') refPhoneNumber2?: string;
}

/**
 * Step 4, 'Your ID' (PATCH /member/update/identity): the text fields. The three images are
 * uploaded first with POST /member/documents; the step is refused until all three are there.
 */
export class IdentityDto {
  @WizardField('identityType') identityType?: string;
  @WizardField('otherIdentityType', { description: "Required when identityType is 'Others'." }) otherIdentityType?: string;
  @WizardField('identityNumber') identityNumber?: string;
}

/** Step 5, 'Beneficiary bank account' (PATCH /member/update/bank), and the body of a bank change. */
export class BankDto {
  @WizardField('bankName', { description: 'A name of PH_BANKS (GCash, Maya, BDO Unibank, ...) or another bank’s name.' }) bankName?: string;
  @WizardField('accountName') accountName?: string;
  @WizardField('accountNumber') accountNumber?: string;
  @WizardField('confirmAccountNumber') confirmAccountNumber?: string;
}

export class CodeDto {
  @WizardField('code') code?: string;
}

/** The answer of every PATCH /member/update/* (SPEC §4). */
export class UpdateStateDto {
  @ApiProperty({ enum: ['UPDATE_NEXT', 'INFO_COMPLETED'], description: 'INFO_COMPLETED once the wizard is complete, else UPDATE_NEXT.' })
  state: 'UPDATE_NEXT' | 'INFO_COMPLETED';

  @ApiProperty({ enum: INFO_STATES, description: 'The member’s info state after the save: the step to show next.' })
  infoState: InfoState;
}

export class BankAccountViewDto {
  @ApiProperty({ example: 'BDO Unibank' }) bankName: string;
  @ApiProperty({ enum: ['bank', 'ewallet'] }) kind: 'bank' | 'ewallet';
  @ApiProperty({ example: 'Maria Santos' }) accountName: string;
  @ApiProperty({ example: '123......', description: 'First 3 characters, then six dots (maskAccountNumber).' }) accountNumberMasked: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String, description: 'When the account was confirmed (activation or SMS code).' })
  confirmedAt: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String, description: 'When this account replaced an earlier one.' })
  changedAt: string | null;
  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Withdrawals to this account wait until then (24 hours after a change, SPEC §7); null when there is no wait.',
  })
  withdrawalsAllowedFrom: string | null;
}

export class BankChangeStartedDto {
  @ApiProperty({ example: 'We have sent a 6-digit code by SMS to your phone. Enter it to confirm the new bank account.' }) message: string;
  @ApiProperty({ type: BankAccountViewDto, description: 'The account that the code will confirm.' }) bank: BankAccountViewDto;
}

export class BankChangeFinishedDto {
  @ApiProperty({ example: 'Your bank account has been changed.' }) message: string;
  @ApiProperty({ type: BankAccountViewDto }) bank: BankAccountViewDto;
}
