import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BalanceCache } from './balance-cache';
import { LEDGER_ENTITIES } from './ledger.entities';
import { LedgerService } from './ledger.service';

/** The ledger (docs/decisions/001-ledger.md). Import it where money moves; use LedgerService only. */
@Module({
  imports: [TypeOrmModule.forFeature(LEDGER_ENTITIES)],
  providers: [LedgerService, BalanceCache],
  exports: [LedgerService, BalanceCache],
})
export class LedgerModule {}
