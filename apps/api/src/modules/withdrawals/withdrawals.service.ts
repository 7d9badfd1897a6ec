import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WITHDRAWAL_CODE_MINUTES, type BankKind, checkField, formatCentavos, formatDateTime, manilaMonthStart, maskAccountNumber, type WithdrawalStatus, t, type Language, type Words } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import { assertSameRequest, requestFingerprint } from '../../common/idempotency';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { BankChangeHooks, type BankChange } from '../kyc/bank-change-hooks';
import { KycService } from '../kyc/kyc.service';
import { LoansService } from '../loans/loans.service';
import { LedgerService, type LockedMemberAccounts } from '../ledger/ledger.service';
import { walletCode } from '../ledger/ledger.types';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OTP_TTL_MS } from '../otp/otp.rules';
import { OtpService, refusedCode } from '../otp/otp.service';
import type {
  ConfirmWithdrawalRequestDto,
  CreateWithdrawalRequestDto,
  CreatedWithdrawalDto,
  OfficerWithdrawalListDto,
  WithdrawalAnswerDto,
  WithdrawalDto,
  WithdrawalListDto,
} from './dto/withdrawal.dto';
import type { WithdrawalQuoteDto } from './dto/withdrawal-quote.dto';
import { WithdrawalEntity } from './withdrawal.entities';
import {
  afterWrongCode,
  assertTransition,
  cappedNote,
  decideAmount,
  ewalletRefusal,
  isExpired,
  quoteWithdrawal,
  WITHDRAWAL_REFUSALS,
  bankChangeWait,
  notAwaiting,
  withdrawalExpiry,
  withdrawalNumber,
} from './withdrawal.rules';
import { toOfficerWithdrawalDto, toWithdrawalDto } from './withdrawals.mappers';
import { WithdrawalsRepository } from './withdrawals.repository';
import { EventsService } from '../webhooks/events.service';

/** The Idempotency-Key of the refund made when an account closes (a member closes once). */
const CLOSURE_REFUND_KEY = 'account-closure-refund';

/** A 409: the withdrawal's state does not allow the step. */
const refused = (words: Words): Refusal => Refusal.conflict(words.code, words.params);

/** The answers to the member's steps, in the request's language. */
const answers = (lang: Language) => ({
  codeSent: t(lang, 'apiWithdrawals.codeSent', { codeMinutes: OTP_TTL_MS / 60_000, withdrawalMinutes: WITHDRAWAL_CODE_MINUTES }),
  queued: t(lang, 'apiWithdrawals.queued'),
  cancelled: t(lang, 'apiWithdrawals.cancelled'),
});

/** Why a withdrawal left AWAITING_OTP without its code: the hold goes back to the wallet. */
type Release = { to: 'CANCELLED' | 'EXPIRED' | 'FAILED'; reason?: string };

/**
 * Withdrawals from the wallet to the member's own confirmed account (docs/product.md §2, §4, §7):
 * created under an Idempotency-Key with the amount held in the ledger in the same transaction
 * (the wallet row locked), confirmed by a code sent by SMS to the registered phone, then paid by
 * PayoutJobService. Another member's withdrawal answers 404.
 */
@Injectable()
export class WithdrawalsService implements OnModuleInit {
  private readonly logger = new Logger(WithdrawalsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WithdrawalsRepository,
    private readonly ledger: LedgerService,
    private readonly kyc: KycService,
    private readonly members: MembersService,
    private readonly otp: OtpService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly bankChanges: BankChangeHooks,
    private readonly loans: LoansService,
    private readonly events: EventsService,
  ) {}

  onModuleInit(): void {
    this.bankChanges.register((m, change) => this.cancelForBankChange(m, change));
  }

  /**
   * A withdrawal waiting for its code carries the account it was made for: once that account is
   * replaced, confirming it would pay the old account. Each one is cancelled and its hold released
   * in the bank change's transaction; the member is told by SMS after the commit.
   */
  async cancelForBankChange(m: EntityManager, { member, now, meta }: BankChange): Promise<() => Promise<void>> {
    // The wallet first, as create() locks it: a withdrawal being made right now commits before this
    // looks (and is cancelled), and one made after waits for the change and meets its 24-hour wait.
    await this.ledger.lockMemberAccounts(m, member.id);
    const waiting = await m.find(WithdrawalEntity, { where: { memberId: member.id, status: 'AWAITING_OTP' }, lock: { mode: 'pessimistic_write' } });
    const cancelled: WithdrawalEntity[] = [];
    for (const w of waiting) {
      await this.audit.record({ actorId: member.id, action: 'withdrawal.cancel.bank_change', target: w.id, meta }, m);
      cancelled.push(await this.release(m, w, { to: 'CANCELLED' }, now));
    }
    return async () => {
      for (const w of cancelled) {
        const text = t(member.language, 'apiSms.withdrawalCancelledBankChange', {
          company: this.config.company.shortName,
          amount: formatCentavos(w.amount),
          account: `${w.bankName} ${maskAccountNumber(w.accountNumber)}`,
        });
        await this.notifications.sendSms(member.phoneNumber, text).catch((e: Error) => this.logger.error(`Withdrawal cancellation SMS failed: ${e.message}`));
      }
    };
  }

  /**
   * One transaction (one commit): the wallet locked, the checks, the withdrawal and its hold, and
   * the code issued and sent with its outbox row. A code refused (429) or not sent (503) rolls the
   * whole back: no withdrawal, nothing held. `replayed`: the answer is an earlier request's under the same key.
   */
  async create(me: AuthMember, idempotencyKey: string, body: CreateWithdrawalRequestDto, meta: RequestMeta): Promise<{ answer: CreatedWithdrawalDto; replayed: boolean }> {
    const request = { amount: typeof body.amount === 'string' ? body.amount.trim() : '' };
    const fingerprint = requestFingerprint(request);
    const { lang } = meta;
    // A retry under the same key is answered from inside the transaction below; only a malformed
    // amount is looked up first, so that a retry that changed it is still told so.
    const format = decideAmount(request.amount, Number.MAX_SAFE_INTEGER, lang);
    if (!format.ok) {
      const earlier = await this.repository.byKey(me.id, idempotencyKey);
      if (earlier) return { answer: this.replay(earlier, request, lang), replayed: true };
      refuseFields(format.errors);
    }

    let created: { withdrawal: WithdrawalEntity; note: string | null; fresh: boolean };
    try {
      created = await this.dataSource.transaction(async (m) => {
        // The wallet is locked first: concurrent withdrawals of one member take turns from here.
        const accounts = await this.ledger.lockMemberAccounts(m, me.id);
        const { byKey: raced, awaiting } = await this.repository.byKeyAndAwaiting(me.id, idempotencyKey, m);
        if (raced) return { withdrawal: raced, note: null, fresh: false };
        if (awaiting) throw Refusal.conflict(WITHDRAWAL_REFUSALS.awaitingAnother.code);
        const bank = await this.kyc.activeBankAccount(me.id, m);
        if (!bank?.account.confirmedAt) throw Refusal.conflict(WITHDRAWAL_REFUSALS.noBankAccount.code);
        if (bank.withdrawalsAllowedFrom) throw refused(bankChangeWait(formatDateTime(bank.withdrawalsAllowedFrom, lang)));
        const decision = decideAmount(request.amount, accounts.wallet.balance, lang);
        if (!decision.ok) throw Refusal.fields(decision.errors);
        const now = this.clock.now();
        const usedThisMonth = bank.account.bankKind === 'ewallet' ? await this.repository.ewalletUsedSince(me.id, manilaMonthStart(now), m) : 0;
        const refusal = ewalletRefusal(bank.account.bankKind, decision.amount, usedThisMonth);
        if (refusal) throw Refusal.fields({ amount: refusal }, refusal);

        const { withdrawal, entry } = await this.insertHeld(m, accounts, bank.account, now, {
          memberId: me.id,
          idempotencyKey,
          requestHash: fingerprint,
          status: 'AWAITING_OTP',
          amount: decision.amount,
          requestedAmount: decision.requested,
          expiresAt: withdrawalExpiry(now),
          nextCheckAt: null,
        });
        await this.audit.record(
          { actorId: me.id, action: 'withdrawal.create', target: withdrawal.id, meta, details: { amount: decision.amount, requested: decision.requested, entryId: entry.id } },
          m,
        );
        // Last, so that nothing after the SMS can roll the withdrawal back.
        const member = await this.members.get(me.id, m);
        await this.otp.issueWithin(m, member, 'WITHDRAWAL', withdrawal.id, this.codeSms(withdrawal, member.language));
        return { withdrawal, note: decision.note, fresh: true };
      });
    } catch (error) {
      // Two requests with the same key at once: the unique index let one in; answer it.
      const again = (error as { code?: string }).code === '23505' ? await this.repository.byKey(me.id, idempotencyKey) : null;
      if (again) return { answer: this.replay(again, request, lang), replayed: true };
      throw error;
    }
    if (!created.fresh) return { answer: this.replay(created.withdrawal, request, lang), replayed: true };
    return { answer: { message: answers(lang).codeSent, note: created.note, withdrawal: this.view(created.withdrawal, lang) }, replayed: false };
  }

  /**
   * The balance of PHP 999 or less of an account being closed, refunded to the member's confirmed
   * account (docs/decisions/026-withdrawal-destination-limits.md): in the closing's transaction, the
   * wallet locked by the caller (`accounts`), held like any withdrawal and queued at once for the
   * payout job (closing was confirmed with the password; no code). One per member: its key is fixed.
   */
  async refundAtClosure(m: EntityManager, memberId: string, amount: number, accounts: LockedMemberAccounts, meta: RequestMeta): Promise<WithdrawalEntity> {
    const bank = await this.kyc.activeBankAccount(memberId, m);
    if (!bank?.account.confirmedAt) throw Refusal.conflict('apiAccountClosure.noBankForRefund', { amount: formatCentavos(amount) });
    if (bank.withdrawalsAllowedFrom) throw refused(bankChangeWait(formatDateTime(bank.withdrawalsAllowedFrom, meta.lang)));
    const now = this.clock.now();
    const { withdrawal, entry } = await this.insertHeld(m, accounts, bank.account, now, {
      memberId,
      idempotencyKey: CLOSURE_REFUND_KEY,
      requestHash: requestFingerprint({ amount: String(amount) }),
      status: 'QUEUED',
      purpose: 'CLOSURE_REFUND',
      amount,
      requestedAmount: amount,
      expiresAt: now,
      confirmedAt: now,
      nextCheckAt: now,
    });
    await this.audit.record({ actorId: memberId, action: 'withdrawal.closure_refund', target: withdrawal.id, meta, details: { amount, entryId: entry.id } }, m);
    await this.statusChanged(m, withdrawal);
    return withdrawal;
  }

  /** What the member's confirmed withdrawals not yet sent or failed take, in centavos (0: none). */
  async inFlightAmount(memberId: string, m: EntityManager): Promise<number> {
    return (await this.repository.inFlightOf(memberId, m)).reduce((sum, w) => sum + w.amount, 0);
  }

  async quote(me: AuthMember, amount: string | undefined, lang: Language): Promise<WithdrawalQuoteDto> {
    const [wallet, bank] = await Promise.all([this.ledger.findAccount(walletCode(me.id)), this.kyc.activeBankAccount(me.id)]);
    const balance = wallet?.balance ?? 0;
    const kind = bank?.account.bankKind ?? 'bank';
    const usedThisMonth = kind === 'ewallet' ? await this.repository.ewalletUsedSince(me.id, manilaMonthStart(this.clock.now()), this.dataSource.manager) : 0;
    const decision = quoteWithdrawal(amount === undefined ? null : String(amount).trim(), balance, kind, usedThisMonth);
    if (!decision.ok) throw Refusal.fields({ amount: decision.refusal });
    const f = decision.figures;
    return {
      currency: 'PHP',
      balance,
      amount: f.amount,
      amountText: formatCentavos(f.amount),
      cap: f.cap,
      capText: formatCentavos(f.cap),
      monthLeft: f.monthLeft,
      fee: f.fee,
      feeText: formatCentavos(f.fee),
      exchangeRate: formatCentavos(f.exchangeRate * 100),
      total: f.total,
      totalText: formatCentavos(f.total),
      note: cappedNote({ amount: f.amount, requestedAmount: f.requested }, lang),
    };
  }

  /** A new code for a withdrawal still waiting for one (the OTP limits apply: 60 s between codes). */
  async resend(me: AuthMember, id: string, lang: Language): Promise<WithdrawalAnswerDto> {
    const w = await this.expiredOrCurrent(me, id);
    if (w.status !== 'AWAITING_OTP') throw refused(w.status === 'EXPIRED' ? WITHDRAWAL_REFUSALS.expired : notAwaiting(w.status));
    const member = await this.members.get(me.id);
    await this.otp.issue(member, 'WITHDRAWAL', w.id, this.codeSms(w, member.language));
    return { message: answers(lang).codeSent, withdrawal: this.view(w, lang) };
  }

  async confirm(me: AuthMember, id: string, body: ConfirmWithdrawalRequestDto, meta: RequestMeta): Promise<WithdrawalAnswerDto> {
    const { lang } = meta;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const problem = checkField('code', code);
    if (problem) throw Refusal.fields({ code: problem });
    const outcome = await this.dataSource.transaction(async (m) => {
      const w = await this.lockOwn(me, id, m);
      const now = this.clock.now();
      if (isExpired(w, now)) return { kind: 'expired' as const, w: await this.release(m, w, { to: 'EXPIRED' }, now) };
      if (w.status !== 'AWAITING_OTP') return { kind: 'closed' as const, w };
      const check = await this.otp.verify(m, me.id, 'WITHDRAWAL', w.id, code);
      if (check.ok) {
        assertTransition(w.status, 'QUEUED');
        const queued = { status: 'QUEUED' as const, confirmedAt: now, nextCheckAt: now, updatedAt: now };
        await this.repository.update(w.id, queued, m);
        await this.audit.record({ actorId: me.id, action: 'withdrawal.confirm', target: w.id, meta }, m);
        await this.statusChanged(m, Object.assign(w, queued));
        return { kind: 'queued' as const, w };
      }
      // An expired or replaced code is not a wrong try: the member asks for a new one (/resend).
      if (check.stale) return { kind: 'stale' as const, w, words: check.words };
      const wrong = afterWrongCode(w.otpWrongTries);
      await this.repository.update(w.id, { otpWrongTries: wrong.tries, updatedAt: now }, m);
      if (!wrong.cancel) return { kind: 'wrong' as const, w, words: wrong.words };
      await this.audit.record({ actorId: me.id, action: 'withdrawal.cancel.tries', target: w.id, meta }, m);
      return { kind: 'exhausted' as const, w: await this.release(m, w, { to: 'CANCELLED' }, now) };
    });
    // Committed first, so that a wrong try counts and a released hold stays released.
    if (outcome.kind === 'expired') throw refused(WITHDRAWAL_REFUSALS.expired);
    if (outcome.kind === 'closed') throw refused(notAwaiting(outcome.w.status));
    if (outcome.kind === 'stale' || outcome.kind === 'wrong') throw refusedCode(outcome.words);
    if (outcome.kind === 'exhausted') throw refused(WITHDRAWAL_REFUSALS.triesExhausted);
    return { message: answers(lang).queued, withdrawal: this.view(outcome.w, lang) };
  }

  async cancel(me: AuthMember, id: string, meta: RequestMeta): Promise<WithdrawalAnswerDto> {
    const { lang } = meta;
    const outcome = await this.dataSource.transaction(async (m) => {
      const w = await this.lockOwn(me, id, m);
      const now = this.clock.now();
      if (isExpired(w, now)) return { ok: false, w: await this.release(m, w, { to: 'EXPIRED' }, now) };
      // Cancelling twice answers the cancelled withdrawal (a retried form post).
      if (w.status === 'CANCELLED') return { ok: true, w };
      if (w.status !== 'AWAITING_OTP') return { ok: false, w };
      await this.audit.record({ actorId: me.id, action: 'withdrawal.cancel', target: w.id, meta }, m);
      return { ok: true, w: await this.release(m, w, { to: 'CANCELLED' }, now) };
    });
    if (!outcome.ok) throw refused(outcome.w.status === 'EXPIRED' ? WITHDRAWAL_REFUSALS.expired : WITHDRAWAL_REFUSALS.notCancellable);
    return { message: answers(lang).cancelled, withdrawal: this.view(outcome.w, lang) };
  }

  /** The member's own withdrawals, newest first, a page at a time. */
  async list(me: AuthMember, page: PageRequest, lang: Language): Promise<WithdrawalListDto> {
    const read = await this.repository.page({ memberIds: [me.id], after: page.after, limit: page.limit + 1 });
    const { rows, nextCursor } = pageOf(read, page.limit);
    return { withdrawals: rows.map((w) => this.view(w, lang)), nextCursor };
  }

  /** Every withdrawal of the member, oldest first (their data download). */
  async everythingOf(memberId: string, lang: Language): Promise<WithdrawalDto[]> {
    return (await this.repository.allOf(memberId)).map((w) => this.view(w, lang));
  }

  async get(me: AuthMember, id: string, lang: Language): Promise<WithdrawalDto> {
    return this.view(await this.expiredOrCurrent(me, id), lang);
  }

  /**
   * A page of every member's withdrawals, newest first; `search` finds a member's by name, phone
   * number or loan number (docs/product.md §6).
   */
  async officerList(officer: AuthMember, status: WithdrawalStatus | undefined, page: PageRequest, meta: RequestMeta): Promise<OfficerWithdrawalListDto> {
    const memberIds = page.search ? await this.membersMatching(page.search) : null;
    const read = memberIds?.length === 0 ? [] : await this.repository.page({ status, memberIds, after: page.after, limit: page.limit + 1 });
    const { rows, nextCursor } = pageOf(read, page.limit);
    const attempts = await this.repository.attemptsOf(rows.map((w) => w.id));
    await this.audit.record({
      actorId: officer.id,
      action: 'officer.withdrawals.list',
      meta,
      details: { status: status ?? null, search: page.search, paged: page.after !== null, count: rows.length },
    });
    return { withdrawals: rows.map((w) => toOfficerWithdrawalDto(w, this.config.company.shortName, attempts.get(w.id) ?? 0, meta.lang)), nextCursor };
  }

  /** Members by name or phone (MembersService) and the member of a loan number (LoansService). */
  private async membersMatching(search: string): Promise<string[]> {
    const [byMember, byLoan] = await Promise.all([this.members.idsMatching(search), this.loans.memberOfLoanNumber(search)]);
    return [...new Set(byLoan ? [...byMember, byLoan] : byMember)];
  }

  // ------------------------------------------------------------------ for the payout job

  /**
   * Ends a withdrawal whose hold goes back to the wallet (CANCELLED, EXPIRED, FAILED), in the
   * caller's transaction with the row locked: the void and the status change commit together.
   */
  async release(m: EntityManager, w: WithdrawalEntity, how: Release, now: Date): Promise<WithdrawalEntity> {
    assertTransition(w.status, how.to);
    await this.ledger.voidWithdrawal(m, w.id, `Withdrawal ${w.withdrawalNumber} ${how.to.toLowerCase()}: released to the wallet`);
    const at = how.to === 'CANCELLED' ? { cancelledAt: now } : how.to === 'EXPIRED' ? { expiredAt: now } : { failedAt: now, failureReason: how.reason ?? null };
    await this.repository.update(w.id, { status: how.to, ...at, nextCheckAt: null, updatedAt: now }, m);
    const released = await m.findOneOrFail(WithdrawalEntity, { where: { id: w.id } });
    await this.statusChanged(m, released);
    return released;
  }

  /** Integrators hear of a withdrawal's new status (webhooks), in the transaction that set it. */
  statusChanged(m: EntityManager, w: WithdrawalEntity): Promise<void> {
    return this.events.record(m, 'withdrawal.status_changed', { withdrawalId: w.id }, {
      withdrawalId: w.id,
      withdrawalNumber: w.withdrawalNumber,
      memberId: w.memberId,
      status: w.status,
      amount: w.amount,
      currency: 'PHP',
    });
  }

  view(w: WithdrawalEntity, lang: Language): WithdrawalDto {
    return toWithdrawalDto(w, this.config.company.shortName, lang);
  }

  // ------------------------------------------------------------------ internals

  /** A new withdrawal to `account` (its snapshot) and its hold in the ledger, the wallet locked by the caller. */
  private async insertHeld(
    m: EntityManager,
    accounts: LockedMemberAccounts,
    account: { bankName: string; bankKind: BankKind; accountName: string; accountNumber: string },
    now: Date,
    fields: Pick<WithdrawalEntity, 'memberId' | 'idempotencyKey' | 'requestHash' | 'status' | 'amount' | 'requestedAmount' | 'expiresAt' | 'nextCheckAt'> & Partial<WithdrawalEntity>,
  ): Promise<{ withdrawal: WithdrawalEntity; entry: { id: string } }> {
    const withdrawal = m.create(WithdrawalEntity, {
      id: randomUUID(),
      withdrawalNumber: withdrawalNumber(await this.repository.nextNumber(m)),
      bankName: account.bankName,
      bankKind: account.bankKind,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      rail: null,
      otpWrongTries: 0,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
    await m.insert(WithdrawalEntity, withdrawal);
    const hold = { withdrawalId: withdrawal.id, memberId: withdrawal.memberId, amount: withdrawal.amount, withdrawalNumber: withdrawal.withdrawalNumber };
    return { withdrawal, entry: await this.ledger.holdWithdrawal(m, hold, accounts) };
  }

  private replay(w: WithdrawalEntity, request: { amount: string }, lang: Language): CreatedWithdrawalDto {
    assertSameRequest(w.requestHash, request);
    const withdrawal = this.view(w, lang);
    return { message: w.status === 'AWAITING_OTP' ? answers(lang).codeSent : withdrawal.card.message, note: cappedNote(w, lang), withdrawal };
  }

  private codeSms(w: WithdrawalEntity, lang: Language): (code: string) => string {
    return (code) =>
      t(lang, 'apiSms.withdrawalCode', {
        company: this.config.company.shortName,
        code,
        amount: formatCentavos(w.amount),
        account: `${w.bankName} ${maskAccountNumber(w.accountNumber)}`,
        minutes: OTP_TTL_MS / 60_000,
      });
  }

  private async lockOwn(me: { id: string }, id: string, m: EntityManager): Promise<WithdrawalEntity> {
    const w = await this.repository.ofMember(me.id, id, m, true);
    if (!w) throw Refusal.notFound(WITHDRAWAL_REFUSALS.notFound.code);
    return w;
  }

  /** The member's withdrawal; one past its expiry is expired (and its hold released) before it is shown. */
  private async expiredOrCurrent(me: AuthMember, id: string): Promise<WithdrawalEntity> {
    const w = await this.repository.ofMember(me.id, id);
    if (!w) throw Refusal.notFound(WITHDRAWAL_REFUSALS.notFound.code);
    if (!isExpired(w, this.clock.now())) return w;
    return this.dataSource.transaction(async (m) => {
      const locked = await this.lockOwn(me, id, m);
      const now = this.clock.now();
      return isExpired(locked, now) ? this.release(m, locked, { to: 'EXPIRED' }, now) : locked;
    });
  }
}
