import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { formatPaymentReference, type Language } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { AppConfig } from '../../config/app-config';
import { LoansService } from '../loans/loans.service';
import { PayPageDto } from './dto/pay.dto';
import { PaymentReferencesService } from './payment-references.service';

const withText = (reference: string) => ({ reference, referenceText: formatPaymentReference(reference) });

@Controller()
export class PayController {
  constructor(
    private readonly references: PaymentReferencesService,
    private readonly loans: LoansService,
    private readonly config: AppConfig,
  ) {}

  /** The Pay page: the member's payment references (loan and wallet), what the loan asks for now and where to pay. */
  @Get('pay')
  @ApiOperation({ summary: 'Read how to pay', description: "The member's payment references (the loan's and the wallet's, each with a check digit), what the loan asks for now and the channels' steps." })
  @ApiOkResponse({ type: PayPageDto })
  async pay(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<PayPageDto> {
    const [latest, walletReference] = await Promise.all([this.loans.latestWithSchedule(me.id), this.references.forWallet(me.id)]);
    const view = latest ? this.loans.viewOf(latest.loan, latest.schedule, lang) : null;
    const repayable = view?.balance.canRepay ? view : null;
    const loanReference = repayable ? await this.references.forLoan(latest!.loan.id, me.id) : null;
    return {
      wallet: withText(walletReference),
      loan:
        repayable && loanReference
          ? {
              ...withText(loanReference),
              loanNumber: repayable.loanNumber,
              overdue: repayable.status === 'OVERDUE',
              nextDueDate: repayable.balance.nextDueDate,
              nextDueAmount: repayable.balance.nextDueAmount,
              nextDueAmountText: repayable.balance.nextDueAmountText,
              lateChargesDue: repayable.balance.lateChargesDue,
              lateChargesDueText: repayable.balance.lateChargesDueText,
              payoffAmount: repayable.balance.payoffAmount,
              payoffAmountText: repayable.balance.payoffAmountText,
            }
          : null,
      collection: { ...this.config.collection },
    };
  }
}
