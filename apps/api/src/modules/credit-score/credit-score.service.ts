import { Injectable } from '@nestjs/common';
import { CREDIT_SCORE_MAX, creditScore, creditScoreHistory, type Language } from '@halimbawa/domain';
import { Clock } from '../../common/clock';
import { pageInOrder, type ListPageRequest } from '../../common/paging';
import { KycService } from '../kyc/kyc.service';
import { LoanAccountService } from '../loans/loan-account.service';
import type { CreditScoreDto } from './credit-score.dto';

/**
 * The member's credit score (docs/product.md §7, docs/decisions/008-credit-score.md): the factors
 * come through the owning modules (kyc: the verified profile; loans: the repayment record), the rule
 * from libs/domain. Nothing is stored: the history is the same rule replayed at each dated event.
 */
@Injectable()
export class CreditScoreService {
  constructor(
    private readonly kyc: KycService,
    private readonly accounts: LoanAccountService,
    private readonly clock: Clock,
  ) {}

  /** The member's score, its factors explained in `lang`, and a page of its history, newest first. */
  async of(memberId: string, lang: Language, page: ListPageRequest): Promise<CreditScoreDto> {
    const [verifiedAt, instalments] = await Promise.all([this.kyc.verifiedAt(memberId), this.accounts.repaymentRecord(memberId)]);
    const input = { verifiedAt, instalments };
    const now = this.clock.now();
    const { score, band, factors } = creditScore(input, now, lang);
    const history = [...creditScoreHistory(input, now)].reverse();
    // A point is keyed by how many are older, which a new event (always the newest) never changes.
    const { rows, nextCursor } = pageInOrder(history, (p, i) => `${history.length - 1 - i}@${p.at.toISOString()}`, page);
    return {
      score,
      max: CREDIT_SCORE_MAX,
      band,
      factors,
      history: rows.map((p) => ({ at: p.at.toISOString(), score: p.score, band: p.band })),
      nextCursor,
      asOf: now.toISOString(),
    };
  }
}
