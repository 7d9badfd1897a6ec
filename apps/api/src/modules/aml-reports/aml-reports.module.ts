import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MembersModule } from '../members/members.module';
import { AmlHolidaysController, AmlReportsController } from './aml-reports.controller';
import { AML_REPORT_ENTITIES } from './aml-reports.entities';
import { AmlHolidaysService, AmlReportsService } from './aml-reports.service';

/** Covered and suspicious transaction reports to the AMLC, and the holidays their due dates skip (docs/aml.md). */
@Module({
  imports: [TypeOrmModule.forFeature(AML_REPORT_ENTITIES), LedgerModule, MembersModule, KycModule],
  controllers: [AmlReportsController, AmlHolidaysController],
  providers: [AmlReportsService, AmlHolidaysService],
  exports: [AmlReportsService],
})
export class AmlReportsModule {}
