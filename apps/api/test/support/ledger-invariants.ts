import type { DataSource } from 'typeorm';

/** What is wrong with the ledger, as readable lines; empty when every invariant holds. */
export async function ledgerProblems(dataSource: DataSource): Promise<string[]> {
  const problems: string[] = [];
  const [{ total }] = await dataSource.query(`SELECT coalesce(sum(amount), 0)::text AS total FROM journal_lines`);
  if (total !== '0') problems.push(`the journal lines sum to ${total}, not 0`);

  const entries: { id: string; movement_key: string; n: number; total: string }[] = await dataSource.query(`
    SELECT e.id, e.movement_key, count(l.id)::int AS n, coalesce(sum(l.amount), 0)::text AS total
      FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
     GROUP BY e.id HAVING count(l.id) < 2 OR coalesce(sum(l.amount), 0) <> 0`);
  for (const e of entries) problems.push(`entry ${e.movement_key} has ${e.n} lines summing to ${e.total}`);

  const accounts: { code: string; balance: string; lines: string }[] = await dataSource.query(`
    SELECT a.code, a.balance::text AS balance, coalesce(sum(l.amount), 0)::text AS lines
      FROM ledger_accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
     GROUP BY a.id HAVING a.balance <> coalesce(sum(l.amount), 0)`);
  for (const a of accounts) problems.push(`account ${a.code} has balance ${a.balance} but its lines sum to ${a.lines}`);

  const negative: { code: string; balance: string }[] = await dataSource.query(
    `SELECT code, balance::text AS balance FROM ledger_accounts WHERE NOT allow_negative AND balance < 0`,
  );
  for (const a of negative) problems.push(`account ${a.code} may not be negative but has ${a.balance}`);
  return problems;
}

/** Fails the test unless: all lines sum to 0, each entry has >= 2 lines summing to 0, each balance equals its lines, no forbidden negative. */
export async function expectLedgerInvariants(dataSource: DataSource): Promise<void> {
  expect(await ledgerProblems(dataSource)).toEqual([]);
}

/**
 * Checks the invariants after every test of the file (and once more after all of them).
 * Usage: `useLedgerInvariants(() => t.dataSource);` at the top level of a spec.
 */
export function useLedgerInvariants(dataSource: () => DataSource | undefined): void {
  afterEach(async () => {
    const ds = dataSource();
    if (ds) await expectLedgerInvariants(ds);
  });
  afterAll(async () => {
    const ds = dataSource();
    if (ds?.isInitialized) await expectLedgerInvariants(ds);
  });
}

/** Sum of an account's lines (centavos, credits positive), straight from journal_lines. */
export async function sumOfLines(dataSource: DataSource, code: string): Promise<number> {
  const [{ total }] = await dataSource.query(
    `SELECT coalesce(sum(l.amount), 0)::text AS total FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE a.code = $1`,
    [code],
  );
  return Number(total);
}
