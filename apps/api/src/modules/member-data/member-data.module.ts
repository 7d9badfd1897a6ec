import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InboxModule } from '../inbox/inbox.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module';
import { KycModule } from '../kyc/kyc.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { SupportModule } from '../support/support.module';
import { MemberDataController } from './member-data.controller';
import { MemberDataService } from './member-data.service';
import { AccountClosureService } from './account-closure.service';

@Module({
  imports: [MembersModule, KycModule, LoansModule, SupportModule, InboxModule, ReceiptsModule, AuthModule, LedgerModule, NotificationsModule, WithdrawalsModule],
  controllers: [MemberDataController],
  providers: [MemberDataService, AccountClosureService],
})
export class MemberDataModule {}
