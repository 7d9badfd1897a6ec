import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents/documents.module';
import { MemberEntity } from '../members/member.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { BankChangeService } from './bank-change.service';
import { KYC_ENTITIES } from './entities';
import { KycReviewService } from './kyc-review.service';
import { KycController } from './kyc.controller';
import { KycService } from './kyc.service';

@Module({
  imports: [TypeOrmModule.forFeature([...KYC_ENTITIES, MemberEntity]), DocumentsModule, OtpModule, NotificationsModule],
  controllers: [KycController],
  providers: [KycService, KycReviewService, BankChangeService],
  exports: [KycService, KycReviewService],
})
export class KycModule {}
