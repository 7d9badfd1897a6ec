import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MembersModule } from '../members/members.module';
import { OtpModule } from '../otp/otp.module';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** Staff accounts an admin keeps (/admin/staff). */
@Module({
  imports: [AuthModule, MembersModule, OtpModule],
  controllers: [StaffController],
  providers: [StaffService],
})
export class StaffModule {}
