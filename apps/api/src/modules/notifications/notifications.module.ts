import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsService } from './notifications.service';
import { OutboundMessageEntity } from './outbound-message.entity';
import { SmsDelivery } from './sms-delivery';
import { SmsOutboxJobService } from './sms-outbox-job.service';

@Module({
  imports: [TypeOrmModule.forFeature([OutboundMessageEntity])],
  providers: [NotificationsService, SmsDelivery, SmsOutboxJobService],
  exports: [NotificationsService, SmsOutboxJobService],
})
export class NotificationsModule {}
