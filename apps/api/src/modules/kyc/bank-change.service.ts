import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { checkField, formatDateTime, maskAccountNumber, validateBank, t, type Words } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { said, type Spoken } from '../../common/said';
import { AppConfig } from '../../config/app-config';
import { MembersService, type Member } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OtpService, refusedCode } from '../otp/otp.service';
import { BankChangeHooks } from './bank-change-hooks';
import type { BankChangeFinishedDto, BankChangeStartedDto, BankDto, CodeDto } from './dto/wizard.dto';
import { MemberBankAccountEntity } from './entities/member-bank-account.entity';
import { KycRepository } from './kyc.repository';
import { KycService, bankOf } from './kyc.service';
import { toBankView, withdrawalsAllowedFrom } from './kyc.mappers';
import { stateAfterSaving, stepRefusal } from './wizard.rules';

const DEADLOCK = '40P01';


/**
 * Changing the confirmed bank account (docs/product.md §7, §9): the new account is validated and held as
 * PENDING_OTP, a BANK_CHANGE code goes by SMS to the member's own phone, and the right code makes
 * it the active account. The member is told by SMS and e-mail, and withdrawals wait 24 hours.
 */
@Injectable()
export class BankChangeService {
  private readonly logger = new Logger(BankChangeService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: KycRepository,
    private readonly members: MembersService,
    private readonly otp: OtpService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly kyc: KycService,
    private readonly hooks: BankChangeHooks,
  ) {}

  async start(me: AuthMember, body: BankDto, meta: RequestMeta): Promise<Spoken<BankChangeStartedDto>> {
    const errors = validateBank(body);
    if (Object.keys(errors).length > 0) throw Refusal.fields(errors, stepRefusal('bank', body, errors));
    const active = await this.repository.activeBankAccount(me.id);
    if (!active?.confirmedAt) throw Refusal.conflict('apiKyc.notActivated');
    const row = { ...bankOf(body.bankName), accountName: body.accountName.trim(), accountNumber: body.accountNumber.trim() };
    if (active.bankName === row.bankName && active.accountNumber === row.accountNumber && active.accountName === row.accountName) {
      throw Refusal.fields({ accountNumber: { code: 'apiKyc.sameAccount' } }, { code: 'apiKyc.sameAccount' });
    }

    const id = randomUUID();
    const masked = maskAccountNumber(row.accountNumber);
    // Issued first: if the code cannot be sent (too soon, gateway down) nothing else changes.
    await this.otp.issue(
      me,
      'BANK_CHANGE',
      id,
      (code) => t(meta.lang, 'apiSms.bankChangeCode', { company: this.config.company.shortName, code, account: `${row.bankName} ${masked}` }),
    );
    const now = this.clock.now();
    await this.dataSource.transaction(async (m) => {
      await m.update(MemberBankAccountEntity, { memberId: me.id, status: 'PENDING_OTP' }, { status: 'ABANDONED', updatedAt: now });
      await m.insert(MemberBankAccountEntity, { id, memberId: me.id, status: 'PENDING_OTP', ...row, createdAt: now, updatedAt: now });
      await this.audit.record({ actorId: me.id, action: 'bank.change.start', target: id, meta, details: { bankName: row.bankName, accountNumber: masked } }, m);
    });
    const pending = await this.dataSource.manager.findOneByOrFail(MemberBankAccountEntity, { id });
    return {
      message: said('apiKyc.bankChangeCodeSent'),
      bank: toBankView(pending, now),
    };
  }

  async finish(me: AuthMember, body: CodeDto, meta: RequestMeta): Promise<Spoken<BankChangeFinishedDto>> {
    const codeProblem = checkField('code', body.code);
    if (codeProblem) throw refusedCode(codeProblem);
    const code = String(body.code).trim();

    const outcome = await this.retriedOnDeadlock(() => this.dataSource.transaction(async (m) => {
      const member = await this.members.findForUpdate(me.id, m);
      const pending = await m.findOne(MemberBankAccountEntity, { where: { memberId: me.id, status: 'PENDING_OTP' }, order: { createdAt: 'DESC' } });
      if (!member || !pending) return { ok: false as const, words: { code: 'apiAuth.codeNone' } as Words };
      // A wrong code counts as a try: the transaction commits before the failure is reported.
      const check = await this.otp.verify(m, me.id, 'BANK_CHANGE', pending.id, code);
      if (!check.ok) return { ok: false as const, words: check.words };

      const now = this.clock.now();
      const previous = await m.findOne(MemberBankAccountEntity, { where: { memberId: me.id, status: In(['ACTIVE']) } });
      if (previous) await m.update(MemberBankAccountEntity, { id: previous.id }, { status: 'REPLACED', replacedAt: now, updatedAt: now });
      await m.update(MemberBankAccountEntity, { id: pending.id }, { status: 'ACTIVE', confirmedAt: now, changedAt: now, updatedAt: now });
      await this.audit.record(
        {
          actorId: me.id,
          action: 'bank.change.finish',
          target: pending.id,
          meta,
          details: {
            from: previous ? { bankName: previous.bankName, accountNumber: maskAccountNumber(previous.accountNumber) } : null,
            to: { bankName: pending.bankName, accountNumber: maskAccountNumber(pending.accountNumber) },
          },
        },
        m,
      );
      // A member sent back to the bank step (a rejected KYC) has now saved it.
      const decision = stateAfterSaving(member.infoState, 'BANK_INFO');
      if (decision.ok && decision.state !== member.infoState) await this.members.setInfoState(me.id, decision.state, now, m);
      if (member.infoState === 'BANK_INFO') await this.kyc.resubmitIfRejected(m, me, 'BANK_INFO', now, meta);
      // Money on its way to the replaced account stops here, in the same commit (withdrawals waiting for their code).
      const afterCommit = await this.hooks.run(m, { member, now, meta });
      const active = await m.findOneByOrFail(MemberBankAccountEntity, { id: pending.id });
      return { ok: true as const, member, previous, active, now, afterCommit };
    }));
    if (!outcome.ok) throw refusedCode(outcome.words);

    const { member, previous, active, now, afterCommit } = outcome;
    await this.notify(member, previous, active, now);
    for (const run of afterCommit) await run().catch((e: Error) => this.logger.error(`After a bank change: ${e.message}`));
    return { message: said('apiKyc.bankChanged'), bank: toBankView(active, now) };
  }

  /**
   * The change locks the member's wallet, then their waiting withdrawals (the hooks); a withdrawal's
   * confirm or expiry locks the withdrawal, then the wallet. When both meet, PostgreSQL ends one
   * (40P01) and the other goes on: the change, rolled back whole (its code too), runs again.
   */
  private async retriedOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 3) throw error;
      }
    }
  }

  /** Tells the member on both channels, in their language; the change is already made, so a failed send is logged. */
  private async notify(member: Member, previous: MemberBankAccountEntity | null, active: MemberBankAccountEntity, now: Date): Promise<void> {
    const lang = member.language;
    const from = previous ? `${previous.bankName} ${maskAccountNumber(previous.accountNumber)}` : t(lang, 'apiKyc.noAccount');
    const to = `${active.bankName} ${maskAccountNumber(active.accountNumber)}`;
    const waitUntil = withdrawalsAllowedFrom(active, now);
    const wait = waitUntil ? t(lang, 'apiKyc.bankChangedWait', { when: formatDateTime(waitUntil, lang) }) : '';
    const company = this.config.company;
    const sms = t(lang, 'apiSms.bankChanged', { company: company.shortName, from, to, wait: wait ? ` ${wait}` : '' });
    const mail = t(lang, 'apiKyc.bankChangedMail', {
      name: member.fullName,
      when: formatDateTime(now, lang),
      from,
      to,
      wait: wait ? `${wait}\n\n` : '',
      email: company.supportEmail,
      company: company.name,
    });
    await this.notifications.sendSms(member.phoneNumber, sms).catch((e: Error) => this.logger.error(`Bank change SMS failed: ${e.message}`));
    await this.notifications
      .sendEmail(member.email, t(member.language, 'apiKyc.bankChangedMailSubject'), mail)
      .catch((e: Error) => this.logger.error(`Bank change e-mail failed: ${e.message}`));
  }
}
