import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { KycModule } from '../kyc/kyc.module';
import { OfficerMembersController } from './officer-members.controller';
import { OfficerQueuesController, OfficerQueuesService } from './officer-queues.controller';
import { OfficerSearchController, OfficerSearchService } from './officer-search.controller';

/** The officer endpoints about members: the KYC queue, a member's file, documents, decisions. */
@Module({
  imports: [KycModule, DocumentsModule],
  controllers: [OfficerMembersController, OfficerQueuesController, OfficerSearchController],
  providers: [OfficerQueuesService, OfficerSearchService],
})
export class OfficerMembersModule {}
