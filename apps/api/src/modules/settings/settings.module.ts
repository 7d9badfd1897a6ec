import { Module } from '@nestjs/common';
import { ProductSettingsService } from './product-settings.service';
import { SettingsController } from './settings.controller';

/** The product settings an admin changes through four eyes (/admin/settings). */
@Module({
  controllers: [SettingsController],
  providers: [ProductSettingsService],
})
export class SettingsModule {}
