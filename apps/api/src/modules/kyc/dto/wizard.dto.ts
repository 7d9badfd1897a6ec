import { ApiProperty } from '@nestjs/swagger';
import type { InfoState } from '@halimbawa/domain';
import { DomainField } from '../../../common/domain-field.decorator';
import { INFO_STATE } from '../../../openapi/schema-enums';

// Each step is checked as a whole in KycService with its libs/domain validator (validatePersonal,
// ...), so that the 400 carries the wizard's own message with every field's.

/** Step 1, 'Tell us about yourself' (PATCH /member/update/personal). */
export class PersonalDto {
  @DomainField('gender') gender: string;
  @DomainField('firstName') firstName: string;
  @DomainField('middleName') middleName?: string;
  @DomainField('lastName') lastName: string;
  @DomainField('birthDay', { number: 'integer' }) birthDay: string;
  @DomainField('birthMonth', { number: 'integer' }) birthMonth: string;
  @DomainField('birthYear', { number: 'integer' }) birthYear: string;
  @DomainField('maritalStatus') maritalStatus: string;
  @DomainField('nationality') nationality: string;
  @DomainField('isAgree', { description: 'Consent to credit-bureau reporting: "on" from a form, true from JSON.' }) isAgree: string;
}

/** Step 2, 'Current residential address' (PATCH /member/update/address). */
export class AddressDto {
  @DomainField('countryResidence') countryResidence: string;
  @DomainField('province') province: string;
  @DomainField('town') town: string;
  @DomainField('streetAddress') streetAddress: string;
  @DomainField('postalCode') postalCode?: string;
}

/** Step 3, 'Character References' (PATCH /member/update/references). The second one is optional. */
export class ReferencesDto {
  @DomainField('refFullName1') refFullName1: string;
  @DomainField('refRelationship1') refRelationship1: string;
  @DomainField('phoneCountry', { required: false, description: 'Country of refPhoneNumber1 (ISO code, default PH).' }) refPhoneCountry1?: string;
  @DomainField('refPhoneNumber1') refPhoneNumber1: string;
  @DomainField('refFullName2') refFullName2?: string;
  @DomainField('refRelationship2') refRelationship2?: string;
  @DomainField('phoneCountry', { required: false, description: 'Country of refPhoneNumber2 (ISO code, default PH).' }) refPhoneCountry2?: string;
  @DomainField('refPhoneNumber2') refPhoneNumber2?: string;
}

/**
 * Step 4, 'Your ID' (PATCH /member/update/identity): the text fields. The three images are
 * uploaded first with POST /member/documents; the step is refused until all three are there.
 */
export class IdentityDto {
  @DomainField('identityType') identityType: string;
  @DomainField('otherIdentityType', { description: "Required when identityType is 'Others'." }) otherIdentityType?: string;
  @DomainField('identityNumber') identityNumber: string;
}

/** Step 5, 'Beneficiary bank account' (PATCH /member/update/bank), and the body of a bank change. */
export class BankDto {
  @DomainField('bankName', { description: 'A name of PH_BANKS (GCash, Maya, BDO Unibank, ...) or another bank’s name.' }) bankName: string;
  @DomainField('accountName') accountName: string;
  @DomainField('accountNumber') accountNumber: string;
  @DomainField('confirmAccountNumber') confirmAccountNumber: string;
}

export class CodeDto {
  @DomainField('code') code: string;
}

/** The answer of every PATCH /member/update/* (docs/product.md §4). */
export class UpdateStateDto {
  @ApiProperty({ enum: ['UPDATE_NEXT', 'INFO_COMPLETED'], enumName: 'UpdateState', description: 'INFO_COMPLETED once the wizard is complete, else UPDATE_NEXT.' })
  state: 'UPDATE_NEXT' | 'INFO_COMPLETED';

  @ApiProperty({ ...INFO_STATE, description: 'The member’s info state after the save: the step to show next.' })
  infoState: InfoState;
}

export class BankAccountViewDto {
  @ApiProperty({ example: 'BDO Unibank' }) bankName: string;
  @ApiProperty({ enum: ['bank', 'ewallet'], enumName: 'BankAccountKind' }) kind: 'bank' | 'ewallet';
  @ApiProperty({ example: 'Maria Santos' }) accountName: string;
  @ApiProperty({ example: '••••4567', description: 'Four dots, then the last 4 letters or digits (maskAccountNumber).' }) accountNumberMasked: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the account was confirmed (activation or SMS code).' })
  confirmedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When this account replaced an earlier one.' })
  changedAt: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Withdrawals to this account wait until then (24 hours after a change, docs/product.md §7); null when there is no wait.',
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
