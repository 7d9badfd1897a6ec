import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpChallengeEntity } from './otp-challenge.entity';
import { OtpService } from './otp.service';

@Module({
  imports: [TypeOrmModule.forFeature([OtpChallengeEntity]), NotificationsModule],
  providers: [OtpService],
  exports: [OtpService],
})
export class OtpModule {}
