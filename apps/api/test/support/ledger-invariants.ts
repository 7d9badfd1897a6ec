import type { DataSource, EntityManager } from 'typeorm';

/** A connection to read through: the test's DataSource, or a transaction's manager to see its own writes. */
type Reader = DataSource | EntityManager;

/**
 * A moment of the database's clock. What the ledger holds from it on is the writing of the tests
 * that took it: the invariants are checked on those entries and the accounts they moved, never on
 * the rows of other test files sharing the worker's database.
 */
export interface LedgerMark {
  /** journal_entries.created_at is the writing transaction's start, on the same clock. */
  readonly at: string;
}

export async function ledgerMark(dataSource: Reader): Promise<LedgerMark> {
  const [{ at }] = await dataSource.query(`SELECT clock_timestamp()::text AS at`);
  return { at };
}

/** The whole ledger: only for a database the test made and filled itself (a restored backup, a crashed instance's). */
export const WHOLE_DATABASE: LedgerMark = { at: '-infinity' };

/** The movement keys of the entries written since `since`, oldest first: [] when a refused request moved no money. */
export async function entriesWrittenSince(dataSource: DataSource, since: LedgerMark): Promise<string[]> {
  const rows: { movement_key: string }[] = await dataSource.query(
    `SELECT movement_key FROM journal_entries WHERE created_at >= $1::timestamptz ORDER BY created_at, movement_key`,
    [since.at],
  );
  return rows.map((r) => r.movement_key);
}

/** What is wrong with the entries written since `since` and the accounts they moved, as readable lines; empty when every invariant holds. */
export async function ledgerProblems(dataSource: Reader, since: LedgerMark): Promise<string[]> {
  const problems: string[] = [];
  const entries: { movement_key: string; n: number; total: string }[] = await dataSource.query(
    `SELECT e.movement_key, count(l.id)::int AS n, coalesce(sum(l.amount), 0)::text AS total
       FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
      WHERE e.created_at >= $1::timestamptz
      GROUP BY e.id HAVING count(l.id) < 2 OR coalesce(sum(l.amount), 0) <> 0`,
    [since.at],
  );
  for (const e of entries) problems.push(`entry ${e.movement_key} has ${e.n} lines summing to ${e.total}`);

  // One statement, so that the balances and the lines are read at the same instant.
  const accounts: { code: string; balance: string; lines: string; allow_negative: boolean }[] = await dataSource.query(
    `WITH moved AS (
       SELECT DISTINCT l.account_id FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.created_at >= $1::timestamptz
     )
     SELECT a.code, a.balance::text AS balance, a.allow_negative, coalesce(sum(l.amount), 0)::text AS lines
       FROM ledger_accounts a JOIN moved m ON m.account_id = a.id LEFT JOIN journal_lines l ON l.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(l.amount), 0) OR (NOT a.allow_negative AND a.balance < 0)`,
    [since.at],
  );
  for (const a of accounts) {
    if (a.balance !== a.lines) problems.push(`account ${a.code} has balance ${a.balance} but its lines sum to ${a.lines}`);
    if (!a.allow_negative && a.balance.startsWith('-')) problems.push(`account ${a.code} may not be negative but has ${a.balance}`);
  }
  return problems;
}

/**
 * Fails the test unless each entry written since `since` has two or more lines summing to 0, and
 * each account those entries moved has the balance its lines sum to, negative only if allowed.
 */
export async function expectLedgerInvariants(dataSource: DataSource, since: LedgerMark): Promise<void> {
  expect(await ledgerProblems(dataSource, since)).toEqual([]);
}

export interface LedgerInvariants {
  /** Checks what was written since the previous check (or the file's first test). */
  expectHold: () => Promise<void>;
}

/**
 * Checks the invariants after every test of the file, on what the file wrote since the previous
 * check (its beforeAll's set-up counts with the first test).
 * Usage: `const ledger = useLedgerInvariants(() => t.dataSource);` at the top level of a spec,
 * after the beforeAll that makes the app.
 */
export function useLedgerInvariants(dataSource: () => DataSource | undefined): LedgerInvariants {
  let since: LedgerMark | undefined;
  beforeAll(async () => {
    const ds = dataSource();
    if (ds) since = await ledgerMark(ds);
  });
  const expectHold = async () => {
    const ds = dataSource();
    if (ds && since) await expectLedgerInvariants(ds, since);
  };
  afterEach(async () => {
    const ds = dataSource();
    if (!ds || !since) return;
    const next = await ledgerMark(ds);
    try {
      await expectLedgerInvariants(ds, since);
    } finally {
      // A failure is reported once, by the test that wrote it.
      since = next;
    }
  });
  return { expectHold };
}

/** Sum of an account's lines (centavos, credits positive), straight from journal_lines. */
export async function sumOfLines(dataSource: DataSource, code: string): Promise<number> {
  const [{ total }] = await dataSource.query(
    `SELECT coalesce(sum(l.amount), 0)::text AS total FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE a.code = $1`,
    [code],
  );
  return Number(total);
}
