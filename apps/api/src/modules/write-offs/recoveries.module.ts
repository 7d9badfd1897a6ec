import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RecoveriesService } from './recoveries.service';

/** Money paid on written-off loans, booked as recoveries: imported by the payment routes (repayments, channels). */
@Module({
  imports: [LedgerModule, LoansModule, MembersModule, NotificationsModule],
  providers: [RecoveriesService],
  exports: [RecoveriesService],
})
export class RecoveriesModule {}
