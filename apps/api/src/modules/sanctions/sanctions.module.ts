import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SanctionsListSource, sanctionsListSource } from '../../adapters/sanctions-list/sanctions-list-source';
import { AppConfig } from '../../config/app-config';
import { AmlReportsModule } from '../aml-reports/aml-reports.module';
import { KycModule } from '../kyc/kyc.module';
import { MembersModule } from '../members/members.module';
import { ComplianceController } from './compliance.controller';
import { ComplianceService } from './compliance.service';
import { SanctionsJobService } from './sanctions-job.service';
import { SANCTIONS_ENTITIES } from './sanctions.entities';
import { ScreeningService } from './screening.service';

/** Sanctions lists, screening and the compliance officer's cases (docs/aml.md). */
@Module({
  imports: [TypeOrmModule.forFeature(SANCTIONS_ENTITIES), MembersModule, KycModule, AmlReportsModule],
  controllers: [ComplianceController],
  providers: [ScreeningService, ComplianceService, SanctionsJobService, { provide: SanctionsListSource, inject: [AppConfig], useFactory: (c: AppConfig) => sanctionsListSource(c.sanctions) }],
  exports: [ScreeningService, SanctionsJobService],
})
export class SanctionsModule {}
