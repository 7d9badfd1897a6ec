import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { KycModule } from '../kyc/kyc.module';
import { OfficerMembersController } from './officer-members.controller';
import { OfficerQueuesController, OfficerQueuesService } from './officer-queues.controller';

/** The officer endpoints about members: the KYC queue, a member's file, documents, decisions. */
@Module({
  imports: [KycModule, DocumentsModule],
  controllers: [OfficerMembersController, OfficerQueuesController],
  providers: [OfficerQueuesService],
})
export class OfficerMembersModule {}
