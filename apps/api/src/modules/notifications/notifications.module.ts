import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsService } from './notifications.service';
import { OutboundMessageEntity } from './outbound-message.entity';

@Module({
  imports: [TypeOrmModule.forFeature([OutboundMessageEntity])],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
