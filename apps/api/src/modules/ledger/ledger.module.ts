import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BalanceCache } from './balance-cache';
import { LEDGER_ENTITIES } from './ledger.entities';
import { LedgerReadings } from './ledger-readings';
import { LedgerService } from './ledger.service';

/** The ledger (docs/decisions/001-ledger.md). Import it where money moves; use LedgerService only. */
@Module({
  imports: [TypeOrmModule.forFeature(LEDGER_ENTITIES)],
  providers: [LedgerService, BalanceCache, LedgerReadings],
  exports: [LedgerService, BalanceCache, LedgerReadings],
})
export class LedgerModule {}
