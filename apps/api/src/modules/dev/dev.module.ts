import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { DevController } from './dev.controller';

/** Only imported when NODE_ENV is not production (see AppModule). */
@Module({
  imports: [NotificationsModule],
  controllers: [DevController],
})
export class DevModule {}
