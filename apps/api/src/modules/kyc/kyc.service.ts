import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { birthDateFromParts, findBank, infoStep, normalisePhone, validateAddress, validateBank, validateIdentity, validatePersonal, validateReferences, type FieldErrors, type FormValues, type InfoState, type KycStatus, type Language, type MessageKey } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { toDocumentView } from '../documents/document.mappers';
import { DocumentsService, type DocumentKind } from '../documents/documents.service';
import { MembersService } from '../members/members.service';
import type { KycReviewViewDto, KycSummaryDto } from './dto/kyc-view.dto';
import type { AddressDto, BankDto, IdentityDto, PersonalDto, ReferencesDto, UpdateStateDto } from './dto/wizard.dto';
import { MemberAddressEntity } from './entities/member-address.entity';
import { MemberBankAccountEntity } from './entities/member-bank-account.entity';
import { MemberIdentityEntity } from './entities/member-identity.entity';
import { MemberPersonalEntity } from './entities/member-personal.entity';
import { MemberReferencesEntity } from './entities/member-references.entity';
import { kycReason } from './kyc-reasons';
import { KycRepository } from './kyc.repository';
import { toAddressView, toBankView, toIdentityView, toKycView, toPersonalView, toReferencesView, withdrawalsAllowedFrom } from './kyc.mappers';
import { SECTION_STEP, resumeAfterCorrection, stateAfterSaving, stepRefusal, updateAnswer, type WizardSection, type WizardStep } from './wizard.rules';

export const DOCUMENT_FIELDS: Readonly<Record<DocumentKind, { field: string; code: MessageKey }>> = {
  ID_FRONT: { field: 'imageIdFront', code: 'apiKyc.uploadIdFront' },
  ID_BACK: { field: 'imageIdBack', code: 'apiKyc.uploadIdBack' },
  SELFIE: { field: 'imageSelfie', code: 'apiKyc.uploadSelfie' },
};


/** The member's identity check (the ID step and its review), as the dashboard reads it. */
export type MemberIdentity = MemberIdentityEntity;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim());
const optional = (v: unknown) => text(v) || null;

/** The canonical bank name and kind of a typed or chosen bank name. */
export function bankOf(name: string): { bankName: string; bankKind: 'bank' | 'ewallet' } {
  const listed = findBank(name);
  return listed && listed.code !== 'OTHER' ? { bankName: listed.name, bankKind: listed.kind } : { bankName: text(name), bankKind: 'bank' };
}

/**
 * The activation wizard (docs/product.md §2, §4): each step validated with the libs/domain validator of its
 * form, stored, and the member's info state moved on when the step saved is the one the member is
 * on. A rejected member's resubmission of the named step puts the KYC review back to PENDING.
 */
@Injectable()
export class KycService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: KycRepository,
    private readonly members: MembersService,
    private readonly documents: DocumentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  savePersonal(me: AuthMember, body: PersonalDto, meta: RequestMeta): Promise<UpdateStateDto> {
    this.assertValid('personal', body, validatePersonal(body, this.clock.now()));
    const birthDate = birthDateFromParts(text(body.birthDay), text(body.birthMonth), text(body.birthYear))!;
    const row = {
      gender: text(body.gender),
      firstName: text(body.firstName),
      middleName: optional(body.middleName),
      lastName: text(body.lastName),
      birthDate,
      maritalStatus: text(body.maritalStatus),
      nationality: text(body.nationality),
      isAgree: true,
    };
    return this.saveStep(me, 'personal', meta, async (m, identity, now) => {
      const existing = await m.findOne(MemberPersonalEntity, { where: { memberId: me.id } });
      // What the officer checked against the ID stays as verified.
      if (identity?.kycStatus === 'VERIFIED' && existing) {
        const changed = (['firstName', 'middleName', 'lastName', 'birthDate'] as const).some((k) => existing[k] !== row[k]);
        if (changed) throw Refusal.conflict('apiKyc.verifiedPersonal');
      }
      await m.upsert(MemberPersonalEntity, { memberId: me.id, ...row, updatedAt: now, ...(existing ? {} : { createdAt: now }) }, ['memberId']);
    });
  }

  saveAddress(me: AuthMember, body: AddressDto, meta: RequestMeta): Promise<UpdateStateDto> {
    this.assertValid('address', body, validateAddress(body));
    const row = {
      countryResidence: text(body.countryResidence),
      province: text(body.province),
      town: text(body.town),
      streetAddress: text(body.streetAddress),
      postalCode: optional(body.postalCode),
    };
    return this.saveStep(me, 'address', meta, async (m, _identity, now) => {
      const existing = await m.exists(MemberAddressEntity, { where: { memberId: me.id } });
      await m.upsert(MemberAddressEntity, { memberId: me.id, ...row, updatedAt: now, ...(existing ? {} : { createdAt: now }) }, ['memberId']);
    });
  }

  saveReferences(me: AuthMember, body: ReferencesDto, meta: RequestMeta): Promise<UpdateStateDto> {
    this.assertValid('references', body, validateReferences(body, me.phoneNumber));
    const phone = (country: string | undefined, phoneNumber: string | undefined) => {
      const number = text(phoneNumber);
      if (!number) return null;
      const r = normalisePhone(text(country) || 'PH', number);
      return r.ok ? r.e164 : null;
    };
    const second = text(body.refFullName2) !== '';
    const row = {
      refFullName1: text(body.refFullName1),
      refRelationship1: text(body.refRelationship1),
      refPhoneNumber1: phone(body.refPhoneCountry1, body.refPhoneNumber1)!,
      refFullName2: second ? text(body.refFullName2) : null,
      refRelationship2: second ? text(body.refRelationship2) : null,
      refPhoneNumber2: second ? phone(body.refPhoneCountry2, body.refPhoneNumber2) : null,
    };
    return this.saveStep(me, 'references', meta, async (m, _identity, now) => {
      const existing = await m.exists(MemberReferencesEntity, { where: { memberId: me.id } });
      await m.upsert(MemberReferencesEntity, { memberId: me.id, ...row, updatedAt: now, ...(existing ? {} : { createdAt: now }) }, ['memberId']);
    });
  }

  async saveIdentity(me: AuthMember, body: IdentityDto, meta: RequestMeta): Promise<UpdateStateDto> {
    const errors = validateIdentity(body);
    const present = new Set((await this.documents.current(me.id)).map((d) => d.kind));
    for (const [kind, { field, code }] of Object.entries(DOCUMENT_FIELDS)) {
      if (!present.has(kind as DocumentKind)) errors[field] = { code };
    }
    this.assertValid('identity', body, errors);
    const identityType = text(body.identityType);
    const row = {
      identityType,
      otherIdentityType: identityType === 'Others' ? text(body.otherIdentityType) : null,
      identityNumber: text(body.identityNumber),
    };
    return this.saveStep(me, 'identity', meta, async (m, identity, now) => {
      if (!identity) {
        await m.insert(MemberIdentityEntity, { memberId: me.id, ...row, kycStatus: 'PENDING', kycReasonCode: null, submittedAt: now, createdAt: now, updatedAt: now });
        return;
      }
      const changed = (Object.keys(row) as (keyof typeof row)[]).some((k) => identity[k] !== row[k]);
      if (identity.kycStatus === 'VERIFIED') {
        if (changed) throw Refusal.conflict('apiKyc.verifiedIdentity');
        return;
      }
      // Still waiting for (or back from) review: the officer reviews what is current.
      await m.update(MemberIdentityEntity, { memberId: me.id }, { ...row, updatedAt: now, ...(identity.kycStatus === 'PENDING' ? { submittedAt: now } : {}) });
    });
  }

  saveBank(me: AuthMember, body: BankDto, meta: RequestMeta): Promise<UpdateStateDto> {
    this.assertValid('bank', body, validateBank(body));
    const row = { ...bankOf(text(body.bankName)), accountName: text(body.accountName), accountNumber: text(body.accountNumber) };
    return this.saveStep(me, 'bank', meta, async (m, _identity, now, nextState) => {
      const active = await m.findOne(MemberBankAccountEntity, { where: { memberId: me.id, status: 'ACTIVE' } });
      const same = active && active.bankName === row.bankName && active.accountName === row.accountName && active.accountNumber === row.accountNumber;
      // Once confirmed, the account changes only with an SMS code (POST /member/bank/change/*).
      if (active?.confirmedAt && !same) throw Refusal.conflict('apiKyc.bankConfirmed');
      const confirmedAt = active?.confirmedAt ?? (nextState === 'INFO_COMPLETED' ? now : null);
      if (active) await m.update(MemberBankAccountEntity, { id: active.id }, { ...row, confirmedAt, updatedAt: now });
      else await m.insert(MemberBankAccountEntity, { memberId: me.id, status: 'ACTIVE', ...row, confirmedAt, createdAt: now, updatedAt: now });
    });
  }

  /** GET /member/kyc: the saved sections for the wizard to pre-fill, and the KYC review. */
  async summary(memberId: string, lang: Language): Promise<KycSummaryDto> {
    const member = await this.members.find(memberId);
    if (!member) throw Refusal.notFound();
    return { infoState: member.infoState, step: infoStep(member.infoState), ...(await this.sections(memberId, lang)) };
  }

  /** Every section of a member (for the member and, through OfficerMembersService, officers). */
  async sections(memberId: string, lang: Language, m: EntityManager = this.dataSource.manager): Promise<Omit<KycSummaryDto, 'infoState' | 'step'>> {
    const [personal, address, references, identity, documents, bank] = await Promise.all([
      this.repository.personal(memberId, m),
      this.repository.address(memberId, m),
      this.repository.references(memberId, m),
      this.repository.identity(memberId, m),
      this.documents.current(memberId, m),
      this.repository.activeBankAccount(memberId, m),
    ]);
    return {
      personal: personal && toPersonalView(personal),
      address: address && toAddressView(address),
      references: references && toReferencesView(references),
      identity: identity && toIdentityView(identity),
      documents: documents.map((d) => toDocumentView(d)),
      bank: bank && toBankView(bank, this.clock.now()),
      kyc: identity && this.reviewOf(identity, lang),
    };
  }

  /** When the member consented to the reporting of their loans to credit bureaus (the personal step), or null. */
  async creditBureauConsentAt(memberId: string): Promise<Date | null> {
    const personal = await this.repository.personal(memberId);
    return personal?.isAgree ? personal.createdAt : null;
  }

  /**
   * For withdrawals: the account they go to, and from when (null: no wait). Pass the use case's
   * manager to read it inside its transaction.
   */
  async activeBankAccount(
    memberId: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<{ account: MemberBankAccountEntity; withdrawalsAllowedFrom: Date | null } | null> {
    const account = await this.repository.activeBankAccount(memberId, m);
    return account ? { account, withdrawalsAllowedFrom: withdrawalsAllowedFrom(account, this.clock.now()) } : null;
  }

  // ------------------------------------------------------------------ for other modules (loans)

  /** The member's KYC review status, or null before the ID step was first saved. */
  async kycStatus(memberId: string, m: EntityManager = this.dataSource.manager): Promise<KycStatus | null> {
    return (await this.repository.identity(memberId, m))?.kycStatus ?? null;
  }

  /** When an officer verified the member's identity, or null while it is not verified (the credit score). */
  async verifiedAt(memberId: string): Promise<Date | null> {
    const identity = await this.repository.identity(memberId, this.dataSource.manager);
    return identity?.kycStatus === 'VERIFIED' ? identity.reviewedAt : null;
  }

  /**
   * What keeps the verified profile from standing for a re-loan without new documents
   * (docs/credit-limits.md): the identity no longer verified, or the bank account changed after the
   * identity was verified; null when it stands.
   */
  async verifiedProfileProblem(memberId: string, m: EntityManager = this.dataSource.manager): Promise<'kycNotVerified' | 'bankChanged' | null> {
    const [identity, account] = await Promise.all([this.repository.identity(memberId, m), this.repository.activeBankAccount(memberId, m)]);
    if (identity?.kycStatus !== 'VERIFIED' || !identity.reviewedAt) return 'kycNotVerified';
    if (!account || (account.changedAt !== null && account.changedAt.getTime() > identity.reviewedAt.getTime())) return 'bankChanged';
    return null;
  }

  /** The date of birth of the activation's first step ('YYYY-MM-DD'), or null before it. */
  async birthDate(memberId: string, m: EntityManager = this.dataSource.manager): Promise<string | null> {
    return (await this.repository.personal(memberId, m))?.birthDate ?? null;
  }

  /** What sanctions screening reads of the personal step (docs/aml.md), or null before it. */
  async screeningIdentity(memberId: string, m: EntityManager = this.dataSource.manager): Promise<{ legalName: string; birthDate: string; nationality: string } | null> {
    const p = await this.repository.personal(memberId, m);
    return p && { legalName: [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' '), birthDate: p.birthDate, nationality: p.nationality };
  }

  /** The member's identity check (for the dashboard); null until the ID step was first saved. */
  identity(memberId: string): Promise<MemberIdentity | null> {
    return this.repository.identity(memberId);
  }

  /** The identity check's review as the member reads it, in `lang`. */
  reviewOf(identity: MemberIdentity, lang: Language): KycReviewViewDto {
    return toKycView(identity, lang);
  }

  /** The legal name of the activation's first step, or '' before it. */
  async legalName(memberId: string, m: EntityManager = this.dataSource.manager): Promise<string> {
    const personal = await this.repository.personal(memberId, m);
    return personal ? [personal.firstName, personal.middleName, personal.lastName].filter((x) => x && x.trim()).join(' ') : '';
  }

  /** SQL for `member_id IN (...)`: the members whose identity is VERIFIED (see KycRepository). */
  get verifiedMemberIdsSql(): string {
    return this.repository.verifiedMemberIdsSql;
  }

  /**
   * One transaction per step, with the member's row locked: the step is stored, the info state
   * moves on if this was the member's current step, and a rejected member's resubmission of the
   * named step puts the review back to PENDING and skips the later steps already stored.
   */
  async saveStep(
    me: AuthMember,
    section: WizardSection,
    meta: RequestMeta,
    store: (m: EntityManager, identity: MemberIdentityEntity | null, now: Date, nextState: InfoState) => Promise<void>,
  ): Promise<UpdateStateDto> {
    const step = SECTION_STEP[section];
    return this.dataSource.transaction(async (m) => {
      const member = await this.members.findForUpdate(me.id, m);
      if (!member) throw Refusal.notFound();
      const decision = stateAfterSaving(member.infoState, step);
      if (!decision.ok) throw Refusal.conflict(decision.words.code);
      const now = this.clock.now();
      const identity = await this.repository.identity(me.id, m);
      await store(m, identity, now, decision.state);
      const corrected = await this.resubmitIfRejected(m, me, step, now, meta);
      const state = corrected ? resumeAfterCorrection(decision.state, await this.repository.storedSteps(me.id, m)) : decision.state;
      if (state !== member.infoState) await this.members.setInfoState(me.id, state, now, m);
      await this.audit.record({ actorId: me.id, action: `member.update.${section}`, target: me.id, meta, details: { from: member.infoState, to: state } }, m);
      return { state: updateAnswer(state), infoState: state };
    });
  }

  /** A rejected member who saves the step the rejection named goes back into the review queue; true when they did. */
  async resubmitIfRejected(m: EntityManager, me: AuthMember, step: WizardStep, now: Date, meta: RequestMeta): Promise<boolean> {
    const identity = await this.repository.identity(me.id, m);
    if (identity?.kycStatus !== 'REJECTED' || !identity.kycReasonCode || kycReason(identity.kycReasonCode).step !== step) return false;
    await m.update(MemberIdentityEntity, { memberId: me.id }, { kycStatus: 'PENDING', kycReasonCode: null, submittedAt: now, updatedAt: now });
    await this.audit.record({ actorId: me.id, action: 'kyc.resubmit', target: me.id, meta, details: { step, previousReason: identity.kycReasonCode } }, m);
    return true;
  }

  private assertValid(section: WizardSection, values: FormValues, errors: FieldErrors): void {
    if (Object.values(errors).some((words) => words !== undefined)) throw Refusal.fields(errors, stepRefusal(section, values, errors));
  }
}
