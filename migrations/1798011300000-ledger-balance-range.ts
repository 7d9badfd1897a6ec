import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's range in the database too: no account's balance past ±2^48 centavos
 * (LEDGER_BALANCE_LIMIT_CENTAVOS in libs/domain), so that every sum the books add stays exact in a
 * JS number. NOT VALID: rows as they stand are not checked (a balance written before this bound can
 * still be corrected by an entry that brings it back), every change from now on is.
 */
export class LedgerBalanceRange1798011300000 implements MigrationInterface {
  name = 'LedgerBalanceRange1798011300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_range CHECK (balance BETWEEN -281474976710656 AND 281474976710656) NOT VALID`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_balance_range`);
  }
}
