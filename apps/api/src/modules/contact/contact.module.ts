import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SupportModule } from '../support/support.module';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), NotificationsModule, SupportModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
