import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { CloseOfBusinessController } from './close-of-business.controller';
import { CloseOfBusinessJob } from './close-of-business.job';
import { LoanAccrualsService } from './loan-accruals.service';

/**
 * The close of business and the accruals (docs/decisions/030-close-of-business.md): the daily job,
 * its progress for staff, and the loan catch-up that repayments and restructures call first.
 */
@Module({
  imports: [LedgerModule, LoansModule],
  controllers: [CloseOfBusinessController],
  providers: [LoanAccrualsService, CloseOfBusinessJob],
  exports: [LoanAccrualsService, CloseOfBusinessJob],
})
export class CloseOfBusinessModule {}
