import { Module } from '@nestjs/common';
import { HardshipModule } from '../hardship/hardship.module';
import { LedgerReadings } from '../ledger/ledger-readings';
import { LedgerModule } from '../ledger/ledger.module';
import { LoanAging } from '../loans/loan-aging';
import { LoansModule } from '../loans/loans.module';
import { MembersModule } from '../members/members.module';
import { REPORTS_AGING, REPORTS_LEDGER, ReportsConnection } from './reports-connection';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { StatementsService } from './statements.service';

/**
 * The books and reports of the back office: read-only, from the ledger (and the loans' schedules
 * for their age), through the reports' connection (a read replica when REPORTS_DATABASE_URL is set).
 */
@Module({
  imports: [LedgerModule, LoansModule, MembersModule, HardshipModule],
  controllers: [ReportsController],
  providers: [
    ReportsService,
    StatementsService,
    ReportsConnection,
    { provide: REPORTS_LEDGER, inject: [ReportsConnection], useFactory: (c: ReportsConnection) => new LedgerReadings(c.dataSource) },
    { provide: REPORTS_AGING, inject: [ReportsConnection], useFactory: (c: ReportsConnection) => new LoanAging(c.dataSource) },
  ],
  exports: [ReportsService],
})
export class ReportsModule {}
