import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  birthDateFromParts,
  findBank,
  infoStep,
  normalisePhone,
  validateAddress,
  validateBank,
  validateIdentity,
  validatePersonal,
  validateReferences,
  type FieldErrors,
  type InfoState,
} from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { FieldErrorsException } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { DocumentsService } from '../documents/documents.service';
import { toDocumentView } from '../documents/document.mappers';
import type { DocumentKind } from '../documents/identity-document.entity';
import { MemberEntity } from '../members/member.entity';
import type { KycSummaryDto } from './dto/kyc-view.dto';
import type { AddressDto, BankDto, IdentityDto, PersonalDto, ReferencesDto, UpdateStateDto } from './dto/wizard.dto';
import { MemberAddressEntity } from './entities/member-address.entity';
import { MemberBankAccountEntity } from './entities/member-bank-account.entity';
import { MemberIdentityEntity } from './entities/member-identity.entity';
import { MemberPersonalEntity } from './entities/member-personal.entity';
import { MemberReferencesEntity } from './entities/member-references.entity';
import { kycReason } from './kyc-reasons';
import { toAddressView, toBankView, toIdentityView, toKycView, toPersonalView, toReferencesView, withdrawalsAllowedFrom } from './kyc.mappers';
import { SECTION_STEP, stateAfterSaving, stepErrorMessage, updateAnswer, type WizardSection, type WizardStep } from './wizard.rules';

export const DOCUMENT_FIELDS: Readonly<Record<DocumentKind, { field: string; message: string }>> = {
  ID_FRONT: { field: 'imageIdFront', message: 'Please upload a photo of the front of your ID.' },
  ID_BACK: { field: 'imageIdBack', message: 'Please upload a photo of the back of your ID.' },
  SELFIE: { field: 'imageSelfie', message: 'Please upload a selfie: a clear photo of your face.' },
};

export const VERIFIED_PERSONAL_MESSAGE =
  'Your identity has been verified. To change your name or date of birth, please contact us.';
export const VERIFIED_IDENTITY_MESSAGE = 'Your identity has been verified. To change your ID, please contact us.';
export const CONFIRMED_BANK_MESSAGE =
  'Your bank account is already confirmed. To change it, use the bank account change, confirmed with an SMS code.';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim());
const optional = (v: unknown) => text(v) || null;

/** The canonical bank name and kind of a typed or chosen bank name. */
export function bankOf(name: string): { bankName: string; bankKind: 'bank' | 'ewallet' } {
  const listed = findBank(name);
  return listed && listed.code !== 'OTHER' ? { bankName: listed.name, bankKind: listed.kind } : { bankName: text(name), bankKind: 'bank' };
}

/**
 * The activation wizard (SPEC §2, §4): each step validated with the libs/domain validator of its
 * form, stored, and the member's info state moved on when the step saved is the one the member is
 * on. A rejected member's resubmission of the named step puts the KYC review back to PENDING.
 */
@Injectable()
export class KycService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: DocumentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  savePersonal(me: AuthMember, body: PersonalDto, meta: RequestMeta): Promise<UpdateStateDto> {
    const values = { ...body } as Record<string, unknown>;
    this.assertValid('personal', values, validatePersonal(values, this.clock.now()));
    const birthDate = birthDateFromParts(text(values.birthDay), text(values.birthMonth), text(values.birthYear))!;
    const row = {
      gender: text(values.gender),
      firstName: text(values.firstName),
      middleName: optional(values.middleName),
      lastName: text(values.lastName),
      birthDate,
      maritalStatus: text(values.maritalStatus),
      nationality: text(values.nationality),
      isAgree: true,
    };
    return this.saveStep(me, 'personal', meta, async (m, identity, now) => {
      const existing = await m.findOne(MemberPersonalEntity, { where: { memberId: me.id } });
      // What the officer checked against the ID stays as verified.
      if (identity?.kycStatus === 'VERIFIED' && existing) {
        const changed = (['firstName', 'middleName', 'lastName', 'birthDate'] as const).some((k) => existing[k] !== row[k]);
        if (changed) throw new ConflictException(VERIFIED_PERSONAL_MESSAGE);
      }
      await m.upsert(MemberPersonalEntity, { memberId: me.id, ...row, updatedAt: now, ...(existing ? {} : { createdAt: now }) }, ['memberId']);
    });
  }

  saveAddress(me: AuthMember, body: AddressDto, meta: RequestMeta): Promise<UpdateStateDto> {
    const values = { ...body } as Record<string, unknown>;
    this.assertValid('address', values, validateAddress(values));
    const row = {
      countryResidence: text(values.countryResidence),
      province: text(values.province),
      town: text(values.town),
      streetAddress: text(values.streetAddress),
      postalCode: optional(values.postalCode),
    };
    return this.saveStep(me, 'address', meta, async (m, _identity, now) => {
      const existing = await m.exists(MemberAddressEntity, { where: { memberId: me.id } });
      await m.upsert(MemberAddressEntity, { memberId: me.id, ...row, updatedAt: now, ...(existing ? {} : { createdAt: now }) }, ['memberId']);
    });
  }

  saveReferences(me: AuthMember, body: ReferencesDto, meta: RequestMeta): Promise<UpdateStateDto> {
    const values = { ...body } as Record<string, unknown>;
    this.assertValid('references', values, validateReferences(values, me.phoneNumber));
    const phone = (n: 1 | 2) => {
      const number = text(values[`refPhoneNumber${n}`]);
      if (!number) return null;
      const r = normalisePhone(text(values[`refPhoneCountry${n}`]) || 'PH', number);
      return r.ok ? r.e164 : null;
    };
    const second = text(values.refFullName2) !== '';
    const row = {
      refFullName1: text(values.refFullName1),
      refRelationship1: text(values.refRelationship1),
      refPhoneNumber1: phone(1)!,
      refFullName2: second ? text(values.refFullName2) : null,
      refRelationship2: second ? text(values.refRelationship2) : null,
      refPhoneNumber2: second ? phone(2) : null,
    };
    return this.saveStep(me, 'references', meta, async (m, _identity, now) => {
      const existing = await m.exists(MemberReferencesEntity, { where: { memberId: me.id } });
      await m.upsert(MemberReferencesEntity, { memberId: me.id, ...row, updatedAt: now, ...(existing ? {} : { createdAt: now }) }, ['memberId']);
    });
  }

  async saveIdentity(me: AuthMember, body: IdentityDto, meta: RequestMeta): Promise<UpdateStateDto> {
    const values = { ...body } as Record<string, unknown>;
    const errors = validateIdentity(values);
    const present = new Set((await this.documents.current(me.id)).map((d) => d.kind));
    for (const [kind, { field, message }] of Object.entries(DOCUMENT_FIELDS)) {
      if (!present.has(kind as DocumentKind)) errors[field] = message;
    }
    this.assertValid('identity', values, errors);
    const identityType = text(values.identityType);
    const row = {
      identityType,
      otherIdentityType: identityType === 'Others' ? text(values.otherIdentityType) : null,
      identityNumber: text(values.identityNumber),
    };
    return this.saveStep(me, 'identity', meta, async (m, identity, now) => {
      if (!identity) {
        await m.insert(MemberIdentityEntity, { memberId: me.id, ...row, kycStatus: 'PENDING', kycReasonCode: null, submittedAt: now, createdAt: now, updatedAt: now });
        return;
      }
      const changed = (Object.keys(row) as (keyof typeof row)[]).some((k) => identity[k] !== row[k]);
      if (identity.kycStatus === 'VERIFIED') {
        if (changed) throw new ConflictException(VERIFIED_IDENTITY_MESSAGE);
        return;
      }
      // Still waiting for (or back from) review: the officer reviews what is current.
      await m.update(MemberIdentityEntity, { memberId: me.id }, { ...row, updatedAt: now, ...(identity.kycStatus === 'PENDING' ? { submittedAt: now } : {}) });
    });
  }

  saveBank(me: AuthMember, body: BankDto, meta: RequestMeta): Promise<UpdateStateDto> {
    const values = { ...body } as Record<string, unknown>;
    this.assertValid('bank', values, validateBank(values));
    const row = { ...bankOf(text(values.bankName)), accountName: text(values.accountName), accountNumber: text(values.accountNumber) };
    return this.saveStep(me, 'bank', meta, async (m, _identity, now, nextState) => {
      const active = await m.findOne(MemberBankAccountEntity, { where: { memberId: me.id, status: 'ACTIVE' } });
      const same = active && active.bankName === row.bankName && active.accountName === row.accountName && active.accountNumber === row.accountNumber;
      // Once confirmed, the account changes only with an SMS code (POST /member/bank/change/*).
      if (active?.confirmedAt && !same) throw new ConflictException(CONFIRMED_BANK_MESSAGE);
      const confirmedAt = active?.confirmedAt ?? (nextState === 'INFO_COMPLETED' ? now : null);
      if (active) await m.update(MemberBankAccountEntity, { id: active.id }, { ...row, confirmedAt, updatedAt: now });
      else await m.insert(MemberBankAccountEntity, { memberId: me.id, status: 'ACTIVE', ...row, confirmedAt, createdAt: now, updatedAt: now });
    });
  }

  /** GET /member/kyc: the saved sections for the wizard to pre-fill, and the KYC review. */
  async summary(memberId: string): Promise<KycSummaryDto> {
    const m = this.dataSource.manager;
    const member = await m.findOne(MemberEntity, { where: { id: memberId } });
    if (!member) throw new NotFoundException('Not found.');
    return { infoState: member.infoState, step: infoStep(member.infoState), ...(await this.sections(memberId, m)) };
  }

  /** Every section of a member (for the member and, through OfficerMembersService, officers). */
  async sections(memberId: string, m: EntityManager = this.dataSource.manager): Promise<Omit<KycSummaryDto, 'infoState' | 'step'>> {
    const [personal, address, references, identity, documents, bank] = await Promise.all([
      m.findOne(MemberPersonalEntity, { where: { memberId } }),
      m.findOne(MemberAddressEntity, { where: { memberId } }),
      m.findOne(MemberReferencesEntity, { where: { memberId } }),
      m.findOne(MemberIdentityEntity, { where: { memberId } }),
      this.documents.current(memberId, m),
      m.findOne(MemberBankAccountEntity, { where: { memberId, status: 'ACTIVE' } }),
    ]);
    return {
      personal: personal && toPersonalView(personal),
      address: address && toAddressView(address),
      references: references && toReferencesView(references),
      identity: identity && toIdentityView(identity),
      documents: documents.map((d) => toDocumentView(d)),
      bank: bank && toBankView(bank, this.clock.now()),
      kyc: identity && toKycView(identity),
    };
  }

  /**
   * For withdrawals: the account they go to, and from when (null: no wait). Pass the use case's
   * manager to read it inside its transaction.
   */
  async activeBankAccount(
    memberId: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<{ account: MemberBankAccountEntity; withdrawalsAllowedFrom: Date | null } | null> {
    const account = await m.findOne(MemberBankAccountEntity, { where: { memberId, status: 'ACTIVE' } });
    return account ? { account, withdrawalsAllowedFrom: withdrawalsAllowedFrom(account, this.clock.now()) } : null;
  }

  /**
   * One transaction per step, with the member's row locked: the step is stored, the info state
   * moves on if this was the member's current step, and a rejected member's resubmission of the
   * named step puts the review back to PENDING.
   */
  async saveStep(
    me: AuthMember,
    section: WizardSection,
    meta: RequestMeta,
    store: (m: EntityManager, identity: MemberIdentityEntity | null, now: Date, nextState: InfoState) => Promise<void>,
  ): Promise<UpdateStateDto> {
    const step = SECTION_STEP[section];
    return this.dataSource.transaction(async (m) => {
      const member = await m.findOne(MemberEntity, { where: { id: me.id }, lock: { mode: 'pessimistic_write' } });
      if (!member) throw new NotFoundException('Not found.');
      const decision = stateAfterSaving(member.infoState, step);
      if (!decision.ok) throw new ConflictException(decision.message);
      const now = this.clock.now();
      const identity = await m.findOne(MemberIdentityEntity, { where: { memberId: me.id } });
      await store(m, identity, now, decision.state);
      if (decision.state !== member.infoState) await m.update(MemberEntity, { id: me.id }, { infoState: decision.state, updatedAt: now });
      await this.resubmitIfRejected(m, me, step, now, meta);
      await this.audit.record({ actorId: me.id, action: `member.update.${section}`, target: me.id, meta, details: { from: member.infoState, to: decision.state } }, m);
      return { state: updateAnswer(decision.state), infoState: decision.state };
    });
  }

  /** A rejected member who saves the step the rejection named goes back into the review queue. */
  async resubmitIfRejected(m: EntityManager, me: AuthMember, step: WizardStep, now: Date, meta: RequestMeta): Promise<void> {
    const identity = await m.findOne(MemberIdentityEntity, { where: { memberId: me.id } });
    if (identity?.kycStatus !== 'REJECTED' || !identity.kycReasonCode || kycReason(identity.kycReasonCode).step !== step) return;
    await m.update(MemberIdentityEntity, { memberId: me.id }, { kycStatus: 'PENDING', kycReasonCode: null, submittedAt: now, updatedAt: now });
    await this.audit.record({ actorId: me.id, action: 'kyc.resubmit', target: me.id, meta, details: { step, previousReason: identity.kycReasonCode } }, m);
  }

  private assertValid(section: WizardSection, values: Record<string, unknown>, errors: FieldErrors): void {
    const clean = Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
    if (Object.keys(clean).length > 0) throw new FieldErrorsException(clean, stepErrorMessage(section, values, clean));
  }
}
