import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { LateChargeWaiversController } from './late-charge-waivers.controller';
import { LateChargeWaiversService } from './late-charge-waivers.service';

/** Late charges waived through four eyes: the loan's rows through the loans module, money through the ledger. */
@Module({
  imports: [LedgerModule, LoansModule, NotificationsModule],
  controllers: [LateChargeWaiversController],
  providers: [LateChargeWaiversService],
})
export class LateChargesModule {}
