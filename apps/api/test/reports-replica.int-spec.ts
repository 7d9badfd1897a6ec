import { officerToken } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dropDatabase } from './support/database';
import { createTestApp, type TestApp } from './support/test-app';

// A "replica" that is another database with other books: what the reports answer shows which one
// they read. Funding only it holds: debit COMPANY_FUNDING, credit COMPANY_EQUITY.
const serverUrl = process.env.TEST_SERVER_URL!;
const name = `reports_replica_${randomUUID().slice(0, 8)}`;
const replicaUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const FUNDED = 123_456_789;
let replica: DataSource;
let t: TestApp;

beforeAll(async () => {
  const admin = await new DataSource({ type: 'postgres', url: serverUrl }).initialize();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${process.env.TEST_TEMPLATE_DATABASE}"`);
  await admin.destroy();
  replica = await new DataSource({ type: 'postgres', url: replicaUrl }).initialize();
  await replica.transaction(async (m) => {
    const [entry] = await m.query(`INSERT INTO journal_entries (movement_key, kind, description) VALUES ('replica:funding', 'FUNDING', 'Funding only the replica holds') RETURNING id`);
    await m.query(
      `INSERT INTO journal_lines (entry_id, account_id, amount)
       SELECT $1, id, CASE code WHEN 'COMPANY_FUNDING' THEN -$2::bigint ELSE $2::bigint END FROM ledger_accounts WHERE code IN ('COMPANY_FUNDING', 'COMPANY_EQUITY')`,
      [entry.id, FUNDED],
    );
  });
  t = await createTestApp({ REPORTS_DATABASE_URL: replicaUrl });
});
afterAll(async () => {
  await t?.close();
  await replica?.destroy();
  await dropDatabase(serverUrl, name);
});

describe('reports on REPORTS_DATABASE_URL', () => {
  it('reads the trial balance and the portfolio from that database, and audits the read on the primary', async () => {
    const officer = await officerToken(t.api);
    const [{ id: officerId }] = await t.dataSource.query(`SELECT id FROM members WHERE phone_number = '+639000000001'`);
    const audited = async (db: DataSource) => Number((await db.query(`SELECT count(*) AS n FROM audit_events WHERE actor_id = $1 AND action = 'report.read'`, [officerId]).catch(() => [{ n: 0 }]))[0].n);
    const primaryReadsBefore = await audited(t.dataSource);

    const tb = (await t.call('get', '/officer/reports/trial-balance', { token: officer }).expect(200)).body;
    const row = (account: string) => tb.rows.find((r: { account: string }) => r.account === account);
    expect([row('COMPANY_FUNDING').debit, row('COMPANY_EQUITY').credit, tb.totalDebit]).toEqual([FUNDED, FUNDED, FUNDED]);
    // The primary's books are not these.
    const [primary] = await t.dataSource.query(`SELECT balance FROM ledger_accounts WHERE code = 'COMPANY_FUNDING'`);
    expect(Number(primary.balance)).not.toBe(-FUNDED);

    const portfolio = (await t.call('get', '/officer/reports/portfolio', { token: officer }).expect(200)).body;
    expect(portfolio).toMatchObject({ loansReceivable: 0, runningLoans: 0 });

    expect(await audited(t.dataSource)).toBe(primaryReadsBefore + 2);
    expect(await audited(replica)).toBe(0);
  });
});
