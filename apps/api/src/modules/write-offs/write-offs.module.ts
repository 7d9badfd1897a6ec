import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { WriteOffsController } from './write-offs.controller';
import { WriteOffsService } from './write-offs.service';

/** Write-off of loans through four eyes (docs/decisions/031-provisioning-write-off.md). */
@Module({
  imports: [LedgerModule, LoansModule, MembersModule, NotificationsModule, PaymentsModule],
  controllers: [WriteOffsController],
  providers: [WriteOffsService],
})
export class WriteOffsModule {}
