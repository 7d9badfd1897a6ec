import { Injectable } from '@nestjs/common';
import { manilaIsoDate, type Language } from '@halimbawa/domain';
import { createHash } from 'node:crypto';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { RateLimitStore } from '../../common/rate-limit-store';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { InboxService } from '../inbox/inbox.service';
import { KycService } from '../kyc/kyc.service';
import { LoansService, type PdfFile } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { ReceiptsService } from '../receipts/receipts.service';
import { SupportService } from '../support/support.service';
import { WithdrawalsService } from '../withdrawals/withdrawals.service';
import type { ConsentDto, MemberDataDto } from './dto/member-data.dto';
import { renderMemberDataPdf } from './member-data-pdf';

/** The PDF's allowance per member: a few downloads an hour. */
const PDFS_PER_WINDOW = 5;
const PDF_WINDOW_MS = 60 * 60_000;

/**
 * Everything the company holds about a member, in one document (docs/product.md §2 Your data; the
 * Data Privacy Act's right of access), gathered through each module's service: the account, consents,
 * identity check, loans, the wallet's movements, withdrawals, support requests and messages. Never the password
 * hash, the session tokens or a one-time code.
 */
@Injectable()
export class MemberDataService {
  constructor(
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly loans: LoansService,
    private readonly support: SupportService,
    private readonly inbox: InboxService,
    private readonly receipts: ReceiptsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly rateLimits: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  async export(me: AuthMember, lang: Language, meta: RequestMeta): Promise<MemberDataDto> {
    const d = await this.gather(me, lang);
    await this.audit.record({ actorId: me.id, action: 'member.data.export', target: me.id, meta, details: { loans: d.loans.length } });
    return {
      exportedAt: this.clock.now().toISOString(),
      member: d.member as unknown as Record<string, unknown>,
      consents: d.consents,
      kyc: d.kyc as unknown as Record<string, unknown>,
      loans: d.loans as unknown as Record<string, unknown>[],
      wallet: d.wallet as unknown as Record<string, unknown>[],
      withdrawals: d.withdrawals as unknown as Record<string, unknown>[],
      supportRequests: d.supportRequests as unknown as Record<string, unknown>[],
      notifications: d.notifications as unknown as Record<string, unknown>[],
    };
  }

  /** The same as a PDF a person reads, in `lang`, with each loan's payments and the wallet's movements; a few an hour per member, whatever the address (each costs a layout). */
  async pdf(me: AuthMember, lang: Language, meta: RequestMeta): Promise<PdfFile> {
    const { hits, windowEndsAt } = await this.rateLimits.hit(`member-data-pdf:${me.id}`, PDF_WINDOW_MS);
    if (hits > PDFS_PER_WINDOW) throw Refusal.retryLater('apiMemberData.pdfLimited', Math.max(1, Math.ceil((windowEndsAt.getTime() - this.clock.now().getTime()) / 1000)));
    const d = await this.gather(me, lang);
    const loans = await Promise.all(
      d.loans.map(async (loan) => {
        const disbursed = await this.loans.disbursedByNumber(loan.loanNumber);
        return { loan, payments: disbursed ? await this.receipts.paymentsOf(disbursed.id) : [] };
      }),
    );
    const at = this.clock.now();
    const pdf = await renderMemberDataPdf({ ...d, at, loans }, this.config.company, lang);
    await this.audit.record({ actorId: me.id, action: 'member.data.export', target: me.id, meta, details: { loans: loans.length, format: 'pdf' } });
    return { filename: `halimbawa-data-${manilaIsoDate(at)}.pdf`, pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
  }

  private async gather(me: AuthMember, lang: Language) {
    const member = await this.members.get(me.id);
    const [kyc, loans, history, withdrawals, supportRequests, notifications, bureauAt] = await Promise.all([
      this.kyc.summary(me.id, lang),
      this.loans.allOf(me.id, lang),
      this.receipts.wholeHistory(me),
      this.withdrawals.everythingOf(me.id, lang),
      this.support.everythingOf(me.id),
      this.inbox.everythingOf(me.id),
      this.kyc.creditBureauConsentAt(me.id),
    ]);
    const consents: ConsentDto[] = [
      ...(member.termsAcceptedAt ? [{ kind: 'TERMS_AND_PRIVACY' as const, version: member.termsVersion, givenAt: member.termsAcceptedAt.toISOString() }] : []),
      ...(bureauAt ? [{ kind: 'CREDIT_BUREAU_REPORTING' as const, version: null, givenAt: bureauAt.toISOString() }] : []),
      ...loans.flatMap((loan) => (loan.signedAt ? [{ kind: 'LOAN_CONTRACT' as const, version: loan.loanNumber, givenAt: loan.signedAt }] : [])),
    ].sort((a, b) => a.givenAt.localeCompare(b.givenAt));
    const { passwordHash: _hash, ...account } = member;
    // The history pages newest first; the download reads oldest first like its other lists.
    return { member: account, kyc, consents, loans, wallet: history.reverse(), withdrawals, supportRequests, notifications };
  }
}
