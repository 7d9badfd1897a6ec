import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CloseOfBusinessModule } from '../close-of-business/close-of-business.module';
import { LoansModule } from '../loans/loans.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { HardshipController, OfficerHardshipController } from './hardship.controller';
import { HardshipRequestEntity } from './hardship-request.entity';
import { HardshipService } from './hardship.service';
import { ScheduleVersionEntity } from './schedule-version.entity';

/** Hardship requests and the schedule versions they make: the loan and its rows through the loans module; decisions through four eyes; signing by SMS code. */
@Module({
  imports: [TypeOrmModule.forFeature([HardshipRequestEntity, ScheduleVersionEntity]), LoansModule, CloseOfBusinessModule, NotificationsModule, OtpModule],
  controllers: [HardshipController, OfficerHardshipController],
  providers: [HardshipService],
  exports: [HardshipService],
})
export class HardshipModule {}
