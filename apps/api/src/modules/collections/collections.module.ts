import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminSmsTemplatesController, CollectionsController } from './collections.controller';
import { CollectionsService } from './collections.service';
import { PromisesJobService } from './promises-job.service';

/** Collections: overdue buckets, contact log, promises to pay and their job, templated SMS within the rules. */
@Module({
  imports: [LedgerModule, LoansModule, MembersModule, NotificationsModule],
  controllers: [CollectionsController, AdminSmsTemplatesController],
  providers: [CollectionsService, PromisesJobService],
  exports: [CollectionsService, PromisesJobService],
})
export class CollectionsModule {}
