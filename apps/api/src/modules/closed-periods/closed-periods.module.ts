import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { ClosedPeriodsController } from './closed-periods.controller';
import { ClosedPeriodsService } from './closed-periods.service';

/** Closing a month of the books through four eyes (/admin/closed-periods); the ledger keeps it closed. */
@Module({
  imports: [LedgerModule],
  controllers: [ClosedPeriodsController],
  providers: [ClosedPeriodsService],
})
export class ClosedPeriodsModule {}
