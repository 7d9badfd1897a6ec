import { Module } from '@nestjs/common';
import { KycModule } from '../kyc/kyc.module';
import { LoansModule } from '../loans/loans.module';
import { CreditScoreController } from './credit-score.controller';
import { CreditScoreService } from './credit-score.service';

/** The credit score: no tables of its own; it reads kyc and the loans' repayment record through their services. */
@Module({
  imports: [KycModule, LoansModule],
  controllers: [CreditScoreController],
  providers: [CreditScoreService],
  exports: [CreditScoreService],
})
export class CreditScoreModule {}
