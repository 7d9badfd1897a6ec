import { Module } from '@nestjs/common';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { RepaymentsModule } from '../repayments/repayments.module';
import { AutoDebitController } from './auto-debit.controller';
import { AutoDebitJob } from './auto-debit.job';
import { BorrowerSms } from './borrower-sms';
import { DueRemindersJob } from './due-reminders.job';

/** What happens around a due date: the reminders before it and on the day, and auto-debit on the day (opt-in). */
@Module({
  imports: [LoansModule, MembersModule, NotificationsModule, PaymentsModule, RepaymentsModule],
  controllers: [AutoDebitController],
  providers: [BorrowerSms, DueRemindersJob, AutoDebitJob],
  exports: [DueRemindersJob, AutoDebitJob],
})
export class DueDatesModule {}
