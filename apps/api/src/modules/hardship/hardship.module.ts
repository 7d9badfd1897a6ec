import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoansModule } from '../loans/loans.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { HardshipController, OfficerHardshipController } from './hardship.controller';
import { HardshipRequestEntity } from './hardship-request.entity';
import { HardshipService } from './hardship.service';

/** Hardship requests: its own table; the loan and the borrower through the loans module; decisions through four eyes. */
@Module({
  imports: [TypeOrmModule.forFeature([HardshipRequestEntity]), LoansModule, NotificationsModule],
  controllers: [HardshipController, OfficerHardshipController],
  providers: [HardshipService],
})
export class HardshipModule {}
