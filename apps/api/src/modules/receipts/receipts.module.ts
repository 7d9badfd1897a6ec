import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { PaymentsModule } from '../payments/payments.module';
import { RepaymentsModule } from '../repayments/repayments.module';
import { RecoveriesModule } from '../write-offs/recoveries.module';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/** Receipts (page and PDF), the wallet's history and the statement of account: reads, through the ledger's, loans', repayments' and payments' services. */
@Module({
  imports: [LedgerModule, LoansModule, PaymentsModule, RepaymentsModule, RecoveriesModule],
  controllers: [ReceiptsController],
  providers: [ReceiptsService],
  exports: [ReceiptsService],
})
export class ReceiptsModule {}
