import { Injectable } from '@nestjs/common';
import { creditLimit, creditScore, t, type Language, type LimitLoan } from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { KycService } from '../kyc/kyc.service';
import { MembersService } from '../members/members.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import type { CreditLimitDto } from './dto/credit-limit.dto';
import type { LoanCreatedDto, ReloanRequestDto } from './dto/loan.dto';
import type { LoanEntity } from './loan.entities';
import { LoansRepository } from './loans.repository';
import { LoansService } from './loans.service';

/** Applications that never became a loan: the limit's rules do not see them. */
const NOT_COUNTED: readonly LoanEntity['status'][] = ['REJECTED', 'CANCELLED'];

/** How a loan reads in the limit's rules. */
function limitState(loan: Pick<LoanEntity, 'status' | 'closureReason'>): LimitLoan['state'] {
  // A written-off loan was not repaid, whatever the lender's books say.
  if (loan.status === 'DEFAULTED' || loan.status === 'WRITTEN_OFF') return 'DEFAULTED';
  if (loan.status === 'PAID_OFF') return loan.closureReason === 'COOLING_OFF' ? 'COOLING_OFF' : 'REPAID';
  return 'OPEN';
}

/**
 * The member's credit limit and re-loan offer (docs/credit-limits.md, docs/decisions/022-credit-limits.md):
 * the rule from libs/domain, the inputs from the owning modules. Computed on each read, never stored.
 */
@Injectable()
export class CreditLimitService {
  constructor(
    private readonly repository: LoansRepository,
    private readonly loans: LoansService,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * The limit now, in `lang`. With `before`, the basis a loan was applied on: only the loans
   * applied before it count (what the officer reads on that loan).
   */
  async of(memberId: string, lang: Language, before?: LoanEntity, m?: EntityManager): Promise<CreditLimitDto> {
    const asOf = before?.appliedAt ?? this.clock.now();
    const [member, loans, verifiedAt, profileProblem] = await Promise.all([
      this.members.findOrFail(memberId, m),
      this.repository.allOf(memberId),
      this.kyc.verifiedAt(memberId),
      this.kyc.verifiedProfileProblem(memberId, m),
    ]);
    const counted = loans
      .filter((l) => !NOT_COUNTED.includes(l.status) && (!before || l.appliedAt.getTime() < before.appliedAt.getTime()))
      .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime());
    // The dated instalments of the disbursed loans: the limit's record and the score's.
    const schedules = await Promise.all(
      counted.map(async (l) => (l.disbursedAt ? (await this.repository.schedule(l.id)).flatMap((r) => (r.dueDate ? [{ dueDate: r.dueDate, paidAt: r.paidAt, overdueAt: r.overdueAt }] : [])) : [])),
    );
    const input = counted.map((l, i): LimitLoan => ({ loanNumber: l.loanNumber, amountPhp: l.amountPhp, state: limitState(l), instalments: schedules[i] }));
    const { score } = creditScore({ verifiedAt, instalments: schedules.flat() }, asOf, lang);
    const limit = creditLimit({ monthlyNetIncome: member.monthlyNetIncome, score, loans: input }, asOf, this.config.loan);
    return {
      rule: limit.rule,
      reason: t(lang, limit.reason.code, limit.reason.params),
      limit: limit.limit,
      firstLimit: limit.firstLimit,
      maxInstalment: limit.maxInstalment,
      stepBps: limit.stepBps,
      score,
      previousLoans: limit.steps.map((s) => ({ ...s, outcomeText: t(lang, `apiCreditLimit.outcome.${s.outcome}`) })),
      offer: limit.offer && { amount: limit.offer.amountPhp, installmentCount: limit.offer.installmentCount, instalment: limit.offer.instalment },
      profileProblem,
      profileProblemText: profileProblem && t(lang, `apiCreditLimit.refusal.${profileProblem}`),
    };
  }

  /**
   * The re-loan offer beside the member's latest loan (the dashboard), or null. An open loan
   * withholds every offer (creditLimit's OPEN_LOAN), and a member with no loan has none repaid: in
   * both cases nothing more is read.
   */
  async offerBeside(memberId: string, latest: Pick<LoanEntity, 'status' | 'closureReason'> | null, lang: Language): Promise<CreditLimitDto | null> {
    if (latest === null || (!NOT_COUNTED.includes(latest.status) && limitState(latest) === 'OPEN')) return null;
    const limit = await this.of(memberId, lang);
    return limit.offer ? limit : null;
  }

  /**
   * Applies with the offer: no new documents, so the verified profile must still stand (409 with
   * what to update); at most the offer's amount, in PHP; then the ordinary application.
   */
  async reloan(me: AuthMember, body: ReloanRequestDto, meta: RequestMeta): Promise<LoanCreatedDto> {
    const limit = await this.of(me.id, meta.lang);
    if (!limit.offer) throw Refusal.conflict('apiCreditLimit.refusal.noOffer');
    if (limit.profileProblem) throw Refusal.conflict(`apiCreditLimit.refusal.${limit.profileProblem}`);
    return this.loans.apply(me, { ...body, currency: 'PHP' }, meta, limit.offer.amount);
  }
}
