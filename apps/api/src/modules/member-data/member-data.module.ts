import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module';
import { KycModule } from '../kyc/kyc.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { SupportModule } from '../support/support.module';
import { MemberDataController } from './member-data.controller';
import { MemberDataService } from './member-data.service';

@Module({
  imports: [MembersModule, KycModule, LoansModule, SupportModule, InboxModule, ReceiptsModule],
  controllers: [MemberDataController],
  providers: [MemberDataService],
})
export class MemberDataModule {}
