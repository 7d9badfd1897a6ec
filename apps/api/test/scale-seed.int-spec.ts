import { activatedMember, bearer, disbursedLoan, officerToken, signInThroughApi } from '@halimbawa/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { dropDatabase } from './support/database';
import { ledgerProblems, WHOLE_DATABASE } from './support/ledger-invariants';
import { createKycTestApp } from './support/kyc';
import type { TestApp } from './support/test-app';

/** `npm run seed:scale` itself (the script is ESM, which jest's module loader does not import). */
const seedScale = (args: string[]) => promisify(execFile)(process.execPath, [resolve(__dirname, '../../../scripts/scale/seed.mjs'), '--database-url', databaseUrl, ...args]);
/** The seeded people's password (scripts/scale/seed.mjs). */
const SCALE_PASSWORD = 'Scale#2026';

const serverUrl = process.env.TEST_SERVER_URL!;
const name = `scale_seed_${randomUUID().slice(0, 8)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
let t: TestApp;

/** The columns a table's rows fill (not null) for the rows `where` picks: what "looks like the services' rows" is compared by. */
async function filled(db: DataSource, table: string, where: string, params: unknown[]): Promise<string[]> {
  const columns: { column_name: string }[] = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY column_name`, [table]);
  const [row] = await db.query(
    `SELECT ${columns.map((c) => `bool_or(${c.column_name} IS NOT NULL) AS "${c.column_name}"`).join(', ')} FROM ${table} WHERE ${where}`,
    params,
  );
  return Object.entries(row as Record<string, boolean>).filter(([, v]) => v).map(([k]) => k);
}

beforeAll(async () => {
  // A database of its own: the seed refuses one holding other rows, and the invariants are checked on the whole ledger.
  const admin = await new DataSource({ type: 'postgres', url: serverUrl }).initialize();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${process.env.TEST_TEMPLATE_DATABASE}"`);
  await admin.destroy();
  t = await createKycTestApp({ DATABASE_URL: databaseUrl });
});
afterAll(async () => {
  await t?.close();
  await dropDatabase(serverUrl, name);
});

describe('seed:scale (scripts/scale/seed.mjs)', () => {
  it('writes a portfolio in every state with a balanced ledger, rows shaped as the services write them, read back through the API', async () => {
    // One borrower through the services: a disbursed loan and a payment recorded by an officer.
    const officer = await officerToken(t.api);
    const m = { ...(await activatedMember(t.api, '9171234567', { verifiedBy: officer })), e164: '+639171234567' };
    const loanNumber = await disbursedLoan(t.api, m, officer);
    await t.api.call('POST', '/officer/payments', { headers: bearer(officer), body: { loanNumber, amount: '25750', channel: 'GCASH', externalRef: 'GC-SHAPE-1' }, expect: 200 });

    // Real rows: refused without --force.
    await expect(seedScale(['--loans', '10'])).rejects.toThrow(/refusing/);
    await seedScale(['--loans', '60', '--seed', '7', '--force']);
    const db = t.dataSource;

    expect(await ledgerProblems(db, WHOLE_DATABASE)).toEqual([]);
    const states: { status: string }[] = await db.query(`SELECT DISTINCT status FROM loans l JOIN members m ON m.id = l.member_id WHERE m.phone_number LIKE '+6396%' ORDER BY status`);
    expect(states.map((s) => s.status)).toEqual(['APPROVED', 'CANCELLED', 'DISBURSED', 'OVERDUE', 'PAID_OFF', 'PENDING_REVIEW', 'REJECTED']);
    // Each entry belongs to the Manila business day it was made on, not to the day of seeding.
    const [{ misbooked, earlier }] = await db.query(
      `SELECT count(*) FILTER (WHERE e.booked_on <> (e.created_at AT TIME ZONE 'Asia/Manila')::date)::int AS misbooked,
              count(*) FILTER (WHERE e.booked_on < (now() AT TIME ZONE 'Asia/Manila')::date)::int AS earlier
         FROM journal_entries e JOIN members m ON m.id = e.member_id WHERE m.phone_number LIKE '+6396%'`,
    );
    expect({ misbooked, earlierThanToday: earlier > 0 }).toEqual({ misbooked: 0, earlierThanToday: true });
    const [{ late }] = await db.query(`SELECT count(*)::int AS late FROM loan_schedule WHERE late_charge > 0 AND overdue_at IS NOT NULL`);
    expect(late).toBeGreaterThan(0);

    // The seeded rows fill the columns the services' rows fill.
    const [service] = await db.query(`SELECT m.id AS member, l.id AS loan FROM members m JOIN loans l ON l.member_id = m.id WHERE m.phone_number = $1`, [m.e164]);
    const [seeded] = await db.query(
      `SELECT m.id AS member, l.id AS loan FROM members m JOIN loans l ON l.member_id = m.id
        WHERE m.phone_number LIKE '+6396%' AND l.status = 'DISBURSED' AND EXISTS (SELECT 1 FROM repayments r WHERE r.loan_id = l.id) LIMIT 1`,
    );
    for (const [table, where, key] of [
      ['members', 'id = $1', 'member'],
      ['member_identity', 'member_id = $1', 'member'],
      ['loans', 'id = $1', 'loan'],
      ['loan_schedule', 'loan_id = $1', 'loan'],
      ['repayments', 'loan_id = $1', 'loan'],
      ['journal_entries', 'loan_id = $1', 'loan'],
    ] as const) {
      expect([table, await filled(db, table, where, [seeded[key]])]).toEqual([table, await filled(db, table, where, [service[key]])]);
    }
    const kinds = async (loanId: string) =>
      (await db.query(`SELECT DISTINCT kind, split_part(movement_key, ':', 1) AS key FROM journal_entries WHERE loan_id = $1 ORDER BY 1, 2`, [loanId])) as unknown[];
    expect(await kinds(seeded.loan)).toEqual(await kinds(service.loan));

    // A seeded borrower of each running state signs in and reads their pages; an officer reads the loan.
    for (const status of ['DISBURSED', 'OVERDUE', 'PAID_OFF']) {
      const [row] = await db.query(
        `SELECT m.phone_number, l.loan_number FROM members m JOIN loans l ON l.member_id = m.id WHERE m.phone_number LIKE '+6396%' AND l.status = $1 LIMIT 1`,
        [status],
      );
      const session = await signInThroughApi(t.api, { phoneNumber: row.phone_number.slice(3), password: SCALE_PASSWORD });
      const headers = bearer(session.accessToken);
      const dashboard = await t.api.call<{ loan?: unknown }>('GET', '/member/dashboard', { headers, expect: 200 });
      expect(dashboard).toBeTruthy();
      const wallet = await t.api.call<{ balance: number }>('GET', '/wallet', { headers, expect: 200 });
      expect(wallet.balance).toBeGreaterThan(0);
      const loan = await t.api.call<{ loanNumber: string; status: string; schedule: { status: string }[] }>('GET', `/officer/loans/${row.loan_number}`, { headers: bearer(officer), expect: 200 });
      expect(loan).toMatchObject({ loanNumber: row.loan_number, status });
      if (status === 'PAID_OFF') expect(loan.schedule.every((r) => r.status === 'PAID')).toBe(true);
      if (status === 'OVERDUE') expect(loan.schedule.some((r) => r.status === 'OVERDUE')).toBe(true);
    }
  });
});
