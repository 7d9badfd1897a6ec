import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CloseOfBusinessModule } from '../close-of-business/close-of-business.module';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RecoveriesModule } from '../write-offs/recoveries.module';
import { OverdueJobService } from './overdue-job.service';
import { RepaymentEntity } from './repayment.entity';
import { OfficerPaymentsController, RepaymentsController } from './repayments.controller';
import { RepaymentsService } from './repayments.service';
import { PaymentReversalController } from './payment-reversal.controller';
import { PaymentReversalService } from './payment-reversal.service';

/**
 * Repayments: paying from the wallet, payments received through a channel, prepayment
 * with the actuarial rebate, and the overdue job. The loan's rows are reached through
 * LoanAccountService (loans module); money moves only through LedgerService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RepaymentEntity]), LedgerModule, LoansModule, CloseOfBusinessModule, MembersModule, NotificationsModule, RecoveriesModule],
  controllers: [RepaymentsController, OfficerPaymentsController, PaymentReversalController],
  providers: [RepaymentsService, OverdueJobService, PaymentReversalService],
  exports: [OverdueJobService, RepaymentsService, PaymentReversalService],
})
export class RepaymentsModule {}
