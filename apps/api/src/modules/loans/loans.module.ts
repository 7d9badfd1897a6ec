import { SanctionsModule } from '../sanctions/sanctions.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CurrenciesModule } from '../currencies/currencies.module';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { LOAN_ENTITIES } from './loan.entities';
import { LoanAccountService } from './loan-account.service';
import { LoanAging } from './loan-aging';
import { LoanJobsService } from './loan-jobs.service';
import { LoanQuoteController, LoansController } from './loans.controller';
import { LoansRepository } from './loans.repository';
import { CreditLimitService } from './credit-limit.service';
import { LoansService } from './loans.service';
import { OfficerLoansController } from './officer-loans.controller';
import { OfficerLoansService } from './officer-loans.service';

/**
 * Loans: application, officer decision, disclosure, contract signed by SMS code,
 * cancellation, and the disbursement / auto-approval jobs. Money moves only through LedgerService.
 */
@Module({
  imports: [TypeOrmModule.forFeature(LOAN_ENTITIES), LedgerModule, MembersModule, KycModule, CurrenciesModule, OtpModule, NotificationsModule, WebhooksModule, SanctionsModule],
  controllers: [LoanQuoteController, LoansController, OfficerLoansController],
  providers: [LoansRepository, LoansService, OfficerLoansService, LoanJobsService, LoanAccountService, LoanAging, CreditLimitService],
  exports: [LoansService, OfficerLoansService, LoanJobsService, LoanAccountService, LoanAging, CreditLimitService],
})
export class LoansModule {}
