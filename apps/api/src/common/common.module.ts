import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseListener } from '../database/notified-cache';
import { AuditEventEntity } from './audit/audit-event.entity';
import { AuditService } from './audit/audit.service';
import { Clock, SettableClock, SystemClock, WallClock } from './clock';

/** The configuration, the clock, the audit trail and the caches' database listener, available to every module. */
@Global()
@Module({})
export class CommonModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CommonModule,
      imports: [TypeOrmModule.forFeature([AuditEventEntity])],
      providers: [
        { provide: AppConfig, useValue: config },
        // The clock can be moved (POST /dev/clock) outside production only.
        { provide: Clock, useValue: config.isProduction ? new SystemClock() : new SettableClock() },
        // Rate limits count real time, whatever the business date (WallClock).
        { provide: WallClock, useValue: new WallClock() },
        AuditService,
        DatabaseListener,
      ],
      exports: [AppConfig, Clock, WallClock, AuditService, DatabaseListener],
    };
  }
}
