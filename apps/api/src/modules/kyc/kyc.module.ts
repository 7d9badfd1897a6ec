import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents/documents.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { BankChangeHooks } from './bank-change-hooks';
import { BankChangeService } from './bank-change.service';
import { KYC_ENTITIES } from './entities';
import { IdentityVerificationModule } from './identity-verification.module';
import { KycReviewService } from './kyc-review.service';
import { KycController } from './kyc.controller';
import { KycRepository } from './kyc.repository';
import { KycService } from './kyc.service';

@Module({
  imports: [TypeOrmModule.forFeature(KYC_ENTITIES), IdentityVerificationModule, MembersModule, DocumentsModule, OtpModule, NotificationsModule, WebhooksModule],
  controllers: [KycController],
  providers: [KycRepository, KycService, KycReviewService, BankChangeService, BankChangeHooks],
  exports: [KycService, KycReviewService, BankChangeHooks],
})
export class KycModule {}
