import { maskAccountNumber, statusCatalogues, t, type Language } from '@halimbawa/domain';
import type { AddressViewDto, IdentityViewDto, KycReviewViewDto, PersonalViewDto, ReferencesViewDto } from './dto/kyc-view.dto';
import type { BankAccountViewDto } from './dto/wizard.dto';
import type { MemberAddressEntity } from './entities/member-address.entity';
import type { MemberBankAccountEntity } from './entities/member-bank-account.entity';
import type { MemberIdentityEntity } from './entities/member-identity.entity';
import type { MemberPersonalEntity } from './entities/member-personal.entity';
import type { MemberReferencesEntity } from './entities/member-references.entity';
import { kycReason } from './kyc-reasons';

/** Withdrawals wait this long after a change of bank account (docs/product.md §7). */
export const BANK_CHANGE_WAIT_MS = 24 * 60 * 60 * 1000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPersonalView(p: MemberPersonalEntity): PersonalViewDto {
  const [year, month, day] = p.birthDate.split('-');
  return {
    gender: p.gender,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    birthDate: p.birthDate,
    birthDay: String(Number(day)),
    birthMonth: String(Number(month)),
    birthYear: year,
    maritalStatus: p.maritalStatus,
    nationality: p.nationality,
    isAgree: p.isAgree,
  };
}

export function toAddressView(a: MemberAddressEntity): AddressViewDto {
  return { countryResidence: a.countryResidence, province: a.province, town: a.town, streetAddress: a.streetAddress, postalCode: a.postalCode };
}

export function toReferencesView(r: MemberReferencesEntity): ReferencesViewDto {
  return {
    refFullName1: r.refFullName1,
    refRelationship1: r.refRelationship1,
    refPhoneNumber1: r.refPhoneNumber1,
    refFullName2: r.refFullName2,
    refRelationship2: r.refRelationship2,
    refPhoneNumber2: r.refPhoneNumber2,
  };
}

export function toIdentityView(i: MemberIdentityEntity): IdentityViewDto {
  return { identityType: i.identityType, otherIdentityType: i.otherIdentityType, identityNumber: i.identityNumber };
}

/** The identity check's review as the member (or an officer) reads it, worded in `lang`. */
export function toKycView(i: MemberIdentityEntity, lang: Language): KycReviewViewDto {
  const entry = statusCatalogues(lang).kycStatus[i.kycStatus];
  const reason = i.kycStatus === 'REJECTED' && i.kycReasonCode ? kycReason(i.kycReasonCode) : null;
  return {
    status: i.kycStatus,
    statement: entry.statement,
    message: entry.message,
    colour: entry.colour,
    icon: entry.icon,
    reasonCode: reason ? i.kycReasonCode : null,
    reason: reason && i.kycReasonCode ? t(lang, `apiKyc.reason.${i.kycReasonCode}`) : null,
    resubmitStep: reason?.step ?? null,
    submittedAt: i.submittedAt.toISOString(),
    reviewedAt: iso(i.reviewedAt),
  };
}

/** When withdrawals to this account may start; null when there is no wait (docs/product.md §7). */
export function withdrawalsAllowedFrom(account: Pick<MemberBankAccountEntity, 'changedAt'>, now: Date): Date | null {
  if (!account.changedAt) return null;
  const from = new Date(account.changedAt.getTime() + BANK_CHANGE_WAIT_MS);
  return from.getTime() > now.getTime() ? from : null;
}

export function toBankView(b: MemberBankAccountEntity, now: Date): BankAccountViewDto {
  return {
    bankName: b.bankName,
    kind: b.bankKind,
    accountName: b.accountName,
    accountNumberMasked: maskAccountNumber(b.accountNumber),
    confirmedAt: iso(b.confirmedAt),
    changedAt: iso(b.changedAt),
    withdrawalsAllowedFrom: iso(withdrawalsAllowedFrom(b, now)),
  };
}
