import { Module } from '@nestjs/common';
import { HardshipModule } from '../hardship/hardship.module';
import { LedgerModule } from '../ledger/ledger.module';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { StatementsService } from './statements.service';

/** The books and reports of the back office: read-only, from the ledger (and the loans' schedules for their age). */
@Module({
  imports: [LedgerModule, LoansModule, MembersModule, HardshipModule],
  controllers: [ReportsController],
  providers: [ReportsService, StatementsService],
  exports: [ReportsService],
})
export class ReportsModule {}
