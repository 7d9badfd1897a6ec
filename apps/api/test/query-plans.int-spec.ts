import { officerToken } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { LedgerReadings } from '../src/modules/ledger/ledger-readings';
import { createKycTestApp } from './support/kyc';
import type { TestApp } from './support/test-app';

// How the console's search, the collections list and the trial balance reach their rows, read from
// PostgreSQL's plans of the very statements each request sends: shapes that hold at any size, where
// timings would not (docs/scaling.md, "A portfolio at scale"). Planned with sequential scans
// discouraged, as on a large table, so that a plan shows which indexes can serve the statement.
let t: TestApp;
let officer: string;

beforeAll(async () => {
  t = await createKycTestApp({ LOAN_JOBS_ENABLED: 'false' });
  officer = await officerToken(t.api);
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The reads (text and parameters) sent to PostgreSQL while `request` runs. */
async function readsOf(request: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const sent: { text: string; params: unknown[] }[] = [];
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ text, params: Array.isArray(values) ? values : typeof config === 'string' ? [] : (config.values ?? []) });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await request();
  } finally {
    spy.mockRestore();
  }
  return sent.filter((s) => /^\s*(WITH|SELECT)\b/i.test(s.text) && !/\bFOR (UPDATE|SHARE)\b/i.test(s.text));
}

/** How each plan node reads `table`: the index it goes through, or the node's type (a Seq Scan). */
async function accessesTo(table: string, reads: { text: string; params: unknown[] }[]): Promise<string[]> {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === table) found.push(node['Index Name'] ?? node.Plans?.find((p) => p['Index Name'])?.['Index Name'] ?? node['Node Type']);
    node.Plans?.forEach(walk);
  };
  await t.dataSource.transaction(async (m) => {
    await m.query(`SET LOCAL enable_seqscan = off`);
    for (const read of reads) {
      const [{ 'QUERY PLAN': plans }] = await m.query(`EXPLAIN (FORMAT JSON) ${read.text}`, read.params);
      walk(plans[0].Plan);
    }
  });
  return found;
}

describe('the shape of the console and report reads', () => {
  it('finds a member by any part of a name, e-mail or phone through indexes, never reading every member', async () => {
    for (const q of ['Santos', 'scale.example', '1234567']) {
      const reads = await readsOf(() => t.call('get', `/officer/search?q=${q}`, { token: officer }).expect(200));
      const members = await accessesTo('members', reads.filter((r) => r.text.includes('ILIKE')));
      expect([q, members.filter((how) => how === 'Seq Scan')]).toEqual([q, []]);
    }
  });

  it("reads the principal of the listed late loans loan by loan, through each loan's entries, never every entry of the loans receivable", async () => {
    const ledger = t.app.get(LedgerReadings);
    const reads = await readsOf(() => ledger.principalByLoan(null, { loanIds: [randomUUID(), randomUUID()] }));
    expect(await accessesTo('journal_entries', reads)).toEqual(['journal_entries_loan_idx']);
  });

  it("reads the trial balance from the accounts' balances and the entries booked after the day, never every entry", async () => {
    const reads = await readsOf(() => t.call('get', '/officer/reports/trial-balance', { token: officer }).expect(200));
    expect(await accessesTo('journal_entries', reads)).toEqual(['journal_entries_booked_on_idx']);
  });
});
