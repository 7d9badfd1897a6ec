// Crash recovery: the built API runs as a child process, its jobs paying withdrawals
// through a payout bank of this test and disbursing signed loans, and is killed with SIGKILL
// CRASHES times while that work is in flight, then started again. In the end every withdrawal is
// COMPLETED, or FAILED with the money back in the wallet; every loan is disbursed once; nothing is
// stuck and nothing paid twice. `npm run test:reliability` runs more crashes than `npm test`.
import { activatedMember, ApiClient, officerToken, outboxCode, signedLoan, type RegisteredMember } from '@halimbawa/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { seed } from '../src/database/seed';
import { createDatabase, dropDatabase, migratedDataSource, silentLogger } from './support/database';
import { freePort } from './support/free-port';
import { WHOLE_DATABASE, ledgerProblems } from './support/ledger-invariants';

const CRASHES = Number(process.env.CRASHES ?? 2);
const MAIN = resolve(__dirname, '../dist/apps/api/src/main.js');
const LOAN = 15_000_000;
const WITHDRAWAL = 1_000_000;

/**
 * The payout bank: slow to answer, a payout PENDING for 3 s after the bank first sees its key,
 * then COMPLETED; every second new key FAILED for good. It remembers every key it paid and which
 * withdrawal (by reference) each key paid, so a payout made twice cannot go unseen.
 */
class PayoutBank {
  private readonly seen = new Map<string, { firstSeenAt: number; fails: boolean; reference: string; amount: number; paid: boolean }>();
  readonly keysByReference = new Map<string, Set<string>>();
  calls = 0;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk));
      req.on('end', () => {
        const body = JSON.parse(text) as { reference: string; amount: number };
        const answer = this.answer(String(req.headers['idempotency-key']), body);
        setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer)), 100 + Math.random() * 500);
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/payouts`;
  }

  private answer(key: string, body: { reference: string; amount: number }) {
    this.calls += 1;
    let payout = this.seen.get(key);
    if (!payout) {
      payout = { firstSeenAt: Date.now(), fails: this.seen.size % 2 === 1, reference: body.reference, amount: body.amount, paid: false };
      this.seen.set(key, payout);
      this.keysByReference.set(body.reference, (this.keysByReference.get(body.reference) ?? new Set()).add(key));
    }
    if (payout.amount !== body.amount) return { status: 'FAILED', reason: 'Idempotency key reused for a different payout' };
    if (payout.fails) return { status: 'FAILED', reason: 'Account not found' };
    if (Date.now() - payout.firstSeenAt < 3_000) return { status: 'PENDING', retryAfterS: 1 };
    payout.paid = true;
    return { status: 'COMPLETED', reference: `BANK-${key}` };
  }

  /** The withdrawal references the bank paid. */
  paidReferences(): string[] {
    return [...this.seen.values()].filter((p) => p.paid).map((p) => p.reference);
  }

  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let database: { serverUrl: string; name: string };
let ds: DataSource;
let bank: PayoutBank;
let documentsDir: string;
let env: Record<string, string>;
let child: ChildProcess | null = null;
let api: ApiClient;

/** Starts the built API and waits until it answers. */
async function startApi(): Promise<void> {
  const proc = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  proc.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk).slice(-2000)));
  child = proc;
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(100)) {
    if (proc.exitCode !== null) throw new Error(`the API exited with ${proc.exitCode}: ${errors}`);
    const up = await api.request('GET', '/health').catch(() => null);
    if (up?.status === 200) return;
  }
  throw new Error(`the API did not start: ${errors}`);
}

async function killApi(): Promise<void> {
  const proc = child!;
  child = null;
  const exited = new Promise((done) => proc.once('exit', done));
  proc.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first (npm run build).`);
  database = { serverUrl: process.env.TEST_SERVER_URL ?? process.env.DATABASE_URL!, name: `halimbawa_crash_${process.pid}` };
  await dropDatabase(database.serverUrl, database.name);
  const url = await createDatabase(database.serverUrl, database.name);
  ds = await migratedDataSource(url);
  await seed(ds, loadConfig({ DATABASE_URL: url, NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' }), silentLogger);
  bank = new PayoutBank();
  documentsDir = await mkdtemp(join(tmpdir(), 'halimbawa-crash-docs-'));
  const port = await freePort();
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATABASE_URL: url,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DOCUMENTS_DIR: documentsDir,
    ARGON2_MEMORY_KIB: '1024',
    // The same secrets across restarts, as `npm start` keeps them: the members' tokens outlive a crash.
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    // The jobs run in the child by themselves, every second.
    LOAN_JOBS_ENABLED: 'true',
    JOBS_POLL_S: '1',
    DISBURSE_DELAY_S: '1',
    PAYMENTS_PROVIDER: 'generic',
    PAYOUT_PROVIDER: 'http',
    PAYOUT_URL: await bank.start(),
    PAYOUT_TIMEOUT_MS: '3000',
  };
  api = new ApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v2` });
  await startApi();
});

afterAll(async () => {
  if (child) await killApi();
  await bank?.stop();
  await ds?.destroy();
  if (database) await dropDatabase(database.serverUrl, database.name);
  if (documentsDir) await rm(documentsDir, { recursive: true, force: true });
});

interface Borrower extends RegisteredMember {
  e164: string;
}

async function borrower(n: number, officer: string): Promise<Borrower> {
  const national = `918${String(n).padStart(7, '0')}`;
  return { ...(await activatedMember(api, national, { verifiedBy: officer })), e164: `+63${national}` };
}

describe('crash recovery', () => {
  it(`survives ${CRASHES} SIGKILLs with payouts and disbursements in flight: all settled, none stuck, none paid twice`, async () => {
    const officer = await officerToken(api);
    // Per crash, two borrowers: a payer, whose loan is disbursed now and who withdraws just before
    // the crash, and a borrower who signs their loan just before it.
    const payers: Borrower[] = [];
    const signers: Borrower[] = [];
    for (let i = 0; i < CRASHES; i++) {
      payers.push(await borrower(i, officer));
      signers.push(await borrower(1000 + i, officer));
    }
    for (const m of payers) await signedLoan(api, m, officer);

    const inFlight = { payouts: 0, disbursements: 0 };
    for (let crash = 0; crash < CRASHES; crash++) {
      const payer = payers[crash];
      while ((await api.call<{ balance: number }>('GET', '/wallet', { token: payer.accessToken })).balance === 0) await sleep(200);
      const created = await api.call<{ withdrawal: { id: string } }>('POST', '/withdrawals', {
        token: payer.accessToken,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { amount: String(WITHDRAWAL / 100) },
      });
      await api.call('POST', `/withdrawals/${created.withdrawal.id}/confirm`, { token: payer.accessToken, body: { code: await outboxCode(api, payer.e164) }, expect: 200 });
      await signedLoan(api, signers[crash], officer);
      await sleep(200 + Math.random() * 1_300);
      const [counts] = await ds.query(
        `SELECT (SELECT count(*)::int FROM withdrawals WHERE status IN ('QUEUED', 'PROCESSING')) AS payouts,
                (SELECT count(*)::int FROM loans WHERE status = 'CONTRACT_SIGNED') AS disbursements`,
      );
      inFlight.payouts += counts.payouts;
      inFlight.disbursements += counts.disbursements;
      await killApi();
      await startApi();
    }

    // After the last start, time moves past the 60 s lease that a killed run left on its claims.
    await api.call('POST', '/dev/clock', { body: { offsetSeconds: 120 }, expect: 200 });
    let open = -1;
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(250)) {
      const [{ n }] = await ds.query(
        `SELECT (SELECT count(*) FROM withdrawals WHERE status NOT IN ('COMPLETED', 'FAILED')) + (SELECT count(*) FROM loans WHERE status <> 'DISBURSED') AS n`,
      );
      open = Number(n);
      if (open === 0) break;
    }
    expect(open).toBe(0);

    const withdrawals: { id: string; member_id: string; status: string; amount: string; withdrawal_number: string }[] = await ds.query(
      `SELECT id, member_id, status, amount::text, withdrawal_number FROM withdrawals`,
    );
    const posts: { key: string; n: number }[] = await ds.query(
      `SELECT movement_key AS key, count(*)::int AS n FROM journal_entries WHERE movement_key LIKE 'withdrawal:%:post' OR movement_key LIKE 'withdrawal:%:void' OR movement_key LIKE 'loan:%:disbursement' GROUP BY movement_key`,
    );
    const entries = new Map(posts.map((p) => [p.key, p.n]));
    const completed = withdrawals.filter((w) => w.status === 'COMPLETED');
    const failed = withdrawals.filter((w) => w.status === 'FAILED');
    // Each withdrawal settled once in the ledger: paid out (COMPLETED) or released (FAILED), never both.
    for (const w of withdrawals) {
      expect([w.id, entries.get(`withdrawal:${w.id}:post`) ?? 0, entries.get(`withdrawal:${w.id}:void`) ?? 0]).toEqual([w.id, ...(w.status === 'COMPLETED' ? [1, 0] : [0, 1])]);
    }
    // The bank paid exactly the COMPLETED ones, each under one key.
    const reference = (w: { withdrawal_number: string }) => [...bank.keysByReference.keys()].find((r) => r.endsWith(w.withdrawal_number))!;
    expect(bank.paidReferences().sort()).toEqual(completed.map(reference).sort());
    for (const keys of bank.keysByReference.values()) expect(keys.size).toBe(1);
    // Each member's wallet: the loan, less what was paid out; nothing left on hold.
    for (const m of [...payers, ...signers]) {
      const paid = completed.filter((w) => w.member_id === m.id).reduce((sum, w) => sum + Number(w.amount), 0);
      expect(await api.call('GET', '/wallet', { token: m.accessToken })).toEqual(expect.objectContaining({ balance: LOAN - paid, held: 0 }));
    }
    const loans: { id: string }[] = await ds.query(`SELECT id FROM loans`);
    for (const loan of loans) expect([loan.id, entries.get(`loan:${loan.id}:disbursement`)]).toEqual([loan.id, 1]);
    expect(await ledgerProblems(ds, WHOLE_DATABASE)).toEqual([]);
    expect(completed.length + failed.length).toBe(CRASHES);
    console.log(
      `crash recovery: ${CRASHES} crashes survived (SIGKILL) with ${inFlight.payouts} payouts and ${inFlight.disbursements} disbursements in flight at the kills; ` +
        `${completed.length} withdrawals COMPLETED, ${failed.length} FAILED with the money back, ${loans.length} loans disbursed once; ` +
        `the bank was asked ${bank.calls} times, paid ${bank.paidReferences().length}, none twice`,
    );
  }, 120_000 + CRASHES * 30_000);
});
