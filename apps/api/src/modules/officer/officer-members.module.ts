import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { KycModule } from '../kyc/kyc.module';
import { CreditScoreModule } from '../credit-score/credit-score.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ReceiptsModule } from '../receipts/receipts.module';
import { WalletsModule } from '../wallets/wallets.module';
import { OfficerMemberPictureController, OfficerMemberPictureService } from './officer-member-picture.controller';
import { OfficerMembersController } from './officer-members.controller';
import { OfficerQueuesController, OfficerQueuesService } from './officer-queues.controller';
import { OfficerSearchController, OfficerSearchService } from './officer-search.controller';

/** The officer endpoints about members: the KYC queue, a member's file, documents, decisions, wallet, credit score, loans and SMS. */
@Module({
  imports: [KycModule, DocumentsModule, CreditScoreModule, LoansModule, MembersModule, NotificationsModule, ReceiptsModule, WalletsModule],
  controllers: [OfficerMembersController, OfficerMemberPictureController, OfficerQueuesController, OfficerSearchController],
  providers: [OfficerQueuesService, OfficerSearchService, OfficerMemberPictureService],
})
export class OfficerMembersModule {}
