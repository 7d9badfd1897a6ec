import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OfficerSupportController, SupportController } from './support.controller';
import { SupportMessageEntity, SupportTicketEntity } from './support-ticket.entity';
import { SupportService } from './support.service';

@Module({
  imports: [TypeOrmModule.forFeature([SupportTicketEntity, SupportMessageEntity]), MembersModule, NotificationsModule],
  controllers: [SupportController, OfficerSupportController],
  providers: [SupportService],
  exports: [SupportService],
})
export class SupportModule {}
