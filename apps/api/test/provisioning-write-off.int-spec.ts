// Provisioning and write-off (docs/decisions/031-provisioning-write-off.md): a loan 95 days past due
// is in stage 3 at the month end and the allowance is posted once; it is written off through four
// eyes against the allowance; a channel's PHP 5,000 and a wallet payment on it later are recoveries.
import { randomUUID } from 'node:crypto';
import { PAY_CHANNELS } from '@halimbawa/domain';
import { AppConfig } from '../src/config/app-config';
import { signNotification } from '../src/modules/payments/channels.service';
import { AllowanceService } from '../src/modules/provisioning/allowance.service';
import { allowanceOf } from '../src/modules/provisioning/provisioning.rules';
import { disbursedLoan, outbox, useLoansSuite } from './support/loans';
import { adminMember, staffMember, type Registered } from './support/members';
import { fieldCodes } from './support/refusals';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite({ PAYMENTS_PROVIDER: 'generic' });
let t: TestApp;
let officer: string;
let second: Registered & { staffToken: string };
beforeAll(async () => {
  ({ t, officer } = suite);
  second = await staffMember(t, 'LOAN_OFFICER');
});

// Signed on 25 January 2027: instalment 1 falls due on 25 February, 95 days before 31 May.
const START = '2027-01-25T02:00:00Z';
const MONTH_END = '2027-05-31';
const PRINCIPAL = 15_000_000;

const balance = async (code: string) => Number((await t.dataSource.query(`SELECT balance FROM ledger_accounts WHERE code = $1`, [code]))[0].balance);
const entriesCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM journal_entries`))[0].n);
const linesOf = async (entryId: string) =>
  Object.fromEntries(
    (await t.dataSource.query(`SELECT a.code, l.amount FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE l.entry_id = $1`, [entryId])).map((r: { code: string; amount: string }) => [
      r.code.split(':')[0],
      Number(r.amount),
    ]),
  );
const trialBalanceSum = async () => Number((await t.dataSource.query(`SELECT COALESCE(SUM(balance), 0) AS s FROM ledger_accounts`))[0].s);
const loanOf = async (loanNumber: string) => (await t.dataSource.query(`SELECT id, status FROM loans WHERE loan_number = $1`, [loanNumber]))[0] as { id: string; status: string };

function notify(body: Record<string, unknown>) {
  const raw = JSON.stringify({ timestamp: t.clock.now().toISOString(), ...body });
  const secret = t.app.get(AppConfig).channelSecrets[PAY_CHANNELS.gcash.code]!;
  return t.call('post', '/channels/gcash/notify').set('Content-Type', 'application/json').set('X-Signature', signNotification(secret, Buffer.from(raw))).send(raw);
}

describe('provisioning at the month end, write-off through four eyes, and recovery', () => {
  it('stages a loan 95 days past due in stage 3, posts the allowance once, writes the loan off through two officers, and books a later PHP 5,000 by channel as a recovery', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const loan = await loanOf(loanNumber);

    // The first day after the month end: the job measures the month that ended.
    t.clock.setTo(new Date('2027-06-01T01:00:00Z'));
    const allowanceBefore = await balance('ALLOWANCE_FOR_CREDIT_LOSSES');
    const run = await t.call('post', '/dev/jobs/run').send({ job: 'allowance' });
    expect(run.status).toBe(200);
    const measured = run.body.allowance;
    expect(measured).toMatchObject({ measuredOn: MONTH_END, posted: true });
    expect(measured.loans).toContainEqual({ loanId: loan.id, stage: 3, exposure: PRINCIPAL });

    const rows = await t.dataSource.query(`SELECT stage, loans, exposure, rate_bp, allowance, entry_id FROM allowance_measurements WHERE measured_on = $1 ORDER BY stage`, [MONTH_END]);
    expect(rows.map((r: { stage: number }) => r.stage)).toEqual([1, 2, 3]);
    const stage3 = rows[2];
    expect(stage3.rate_bp).toBe(5000);
    expect(Number(stage3.exposure)).toBeGreaterThanOrEqual(PRINCIPAL);
    for (const r of rows) expect(Number(r.allowance)).toBe(allowanceOf(Number(r.exposure), r.rate_bp));
    const target = rows.reduce((sum: number, r: { allowance: string }) => sum + Number(r.allowance), 0);
    expect(await balance('ALLOWANCE_FOR_CREDIT_LOSSES')).toBe(target);

    const [entry] = await t.dataSource.query(`SELECT id, kind, to_char(booked_on, 'YYYY-MM-DD') AS booked_on FROM journal_entries WHERE movement_key = $1`, [`provision:${MONTH_END}`]);
    expect(entry).toMatchObject({ kind: 'PROVISION', booked_on: MONTH_END });
    expect(rows.every((r: { entry_id: string }) => r.entry_id === entry.id)).toBe(true);
    expect(await linesOf(entry.id)).toEqual({ CREDIT_LOSS_EXPENSE: -(target - allowanceBefore), ALLOWANCE_FOR_CREDIT_LOSSES: target - allowanceBefore });
    expect(await trialBalanceSum()).toBe(0);

    // Run again, by the job or the service: nothing more is posted.
    const entries = await entriesCount();
    expect((await t.call('post', '/dev/jobs/run').send({ job: 'allowance' })).body.allowance).toMatchObject({ measuredOn: MONTH_END, posted: false, entryId: entry.id });
    expect((await t.app.get(AllowanceService).remeasureAllowance(MONTH_END)).posted).toBe(false);
    expect(await entriesCount()).toBe(entries);
    // The console's page reads the latest measurement.
    const latest = await t.call('get', '/officer/provisioning/allowance', { token: officer });
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ measuredOn: MONTH_END, total: target, stages: [{ stage: 1 }, { stage: 2 }, { stage: 3, rateBp: 5000 }] });

    // The write-off: a reason is required; the proposer cannot approve it; a second officer does.
    const url = `/officer/loans/${loanNumber}/write-off`;
    const noReason = await t.call('post', url, { token: officer }).send({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(fieldCodes(noReason.body)).toEqual({ reason: 'apiWriteOffs.reason' });
    const proposed = await t.call('post', url, { token: officer }).send({ reason: 'No payment since February; borrower unreachable.' });
    expect(proposed.status).toBe(202);
    expect(proposed.body.action).toMatchObject({ kind: 'loan.write-off', amount: PRINCIPAL, status: 'PENDING' });
    expect((await t.call('get', url, { token: officer })).body).toMatchObject({ status: 'DISBURSED', canWriteOff: false, receivables: { principal: PRINCIPAL, total: PRINCIPAL }, writtenOff: null });
    const actionId = proposed.body.action.id;
    const inbox = await t.call('get', `/officer/four-eyes/${actionId}`, { token: second.staffToken });
    expect(inbox.body.about).toMatchObject({ memberId: m.id, loanNumber });
    expect(inbox.body.about.changes).toEqual(
      expect.arrayContaining([
        { field: 'receivables', before: 'PHP 150,000.00', after: 'PHP 0.00' },
        { field: 'reason', before: null, after: 'No payment since February; borrower unreachable.' },
      ]),
    );
    const own = await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: officer }).send({});
    expect([own.status, own.body.code]).toEqual([403, 'apiFourEyes.ownAction']);
    expect((await loanOf(loanNumber)).status).not.toBe('WRITTEN_OFF');

    const allowanceBeforeWriteOff = await balance('ALLOWANCE_FOR_CREDIT_LOSSES');
    t.clock.setTo(new Date('2027-06-02T01:00:00Z'));
    const approved = await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: second.staffToken }).send({});
    expect(approved.status).toBe(200);
    expect((await loanOf(loanNumber)).status).toBe('WRITTEN_OFF');
    const [writeOff] = await t.dataSource.query(`SELECT id FROM journal_entries WHERE movement_key = $1 AND kind = 'WRITE_OFF'`, [`loan:${loan.id}:write-off`]);
    const fromAllowance = Math.min(PRINCIPAL, allowanceBeforeWriteOff);
    const writeOffLines = await linesOf(writeOff.id);
    expect(writeOffLines.LOAN_RECEIVABLE).toBe(PRINCIPAL);
    expect(writeOffLines.ALLOWANCE_FOR_CREDIT_LOSSES).toBe(-fromAllowance);
    expect(writeOffLines.CREDIT_LOSS_EXPENSE ?? 0).toBe(fromAllowance - PRINCIPAL);
    expect(await t.dataSource.query(`SELECT made_by, checked_by, principal FROM loan_write_offs WHERE loan_id = $1`, [loan.id])).toEqual([{ made_by: expect.any(String), checked_by: second.id, principal: String(PRINCIPAL) }]);
    expect(await trialBalanceSum()).toBe(0);

    // The borrower is told in plain words, by SMS and on the loan's page; collections leave the loan.
    const told = (await outbox(t, m.e164)).map((s) => s.body).find((body) => body.includes(`We have stopped collecting loan ${loanNumber}`));
    expect(told).toContain('is still owed');
    const page = await t.call('get', '/loan/current', { token: m.accessToken });
    expect(page.body.loan).toMatchObject({ status: 'WRITTEN_OFF', statusCard: { statement: 'LOAN WRITTEN OFF' } });
    expect(page.body.loan.statusCard.message).toContain('stopped collecting');
    const collections = await t.call('get', '/officer/collections?limit=200', { token: officer });
    expect(collections.body.loans.map((l: { loanNumber: string }) => l.loanNumber)).not.toContain(loanNumber);
    expect((await t.call('get', `/officer/collections/${loanNumber}`, { token: officer })).status).toBe(404);

    // PHP 5,000 arrives by channel with the loan's reference: a recovery with a receipt, not a repayment.
    const reference = /payment reference ([\d ]+);/.exec(told!)![1];
    const recoveryBefore = await balance('RECOVERY_INCOME');
    const paid = await notify({ transactionId: `GC-REC-${loanNumber}`, reference, amount: 500_000 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ outcome: 'RECOVERY', amount: 500_000, toWallet: 0, receiptNumber: expect.stringMatching(/^OR-/) });
    expect(await balance('RECOVERY_INCOME')).toBe(recoveryBefore + 500_000);
    const [recovery] = await t.dataSource.query(`SELECT e.id, e.kind FROM journal_entries e WHERE e.movement_key = $1`, [`recovery:channel:GCASH:GC-REC-${loanNumber}`]);
    expect(recovery.kind).toBe('RECOVERY');
    expect(await linesOf(recovery.id)).toEqual({ COMPANY_FUNDING: -500_000, RECOVERY_INCOME: 500_000 });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM repayments WHERE loan_id = $1`, [loan.id])).toEqual([{ n: 0 }]);
    expect((await outbox(t, m.e164)).map((s) => s.body).join('\n')).toContain(`Receipt ${paid.body.receiptNumber}. We received PHP 5,000.00 on written-off loan ${loanNumber}`);

    // From the wallet too, once per Idempotency-Key.
    const key = randomUUID();
    const fromWallet = () => t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', key).send({ kind: 'AMOUNT', amount: '1,000' });
    const first = await fromWallet();
    expect(first.status).toBe(200);
    expect(first.body.repayment).toMatchObject({ amount: 100_000, principal: 0, interest: 0, replayed: false });
    const again = await fromWallet();
    expect(again.body.repayment).toMatchObject({ receiptNumber: first.body.repayment.receiptNumber, replayed: true });
    expect(await balance('RECOVERY_INCOME')).toBe(recoveryBefore + 600_000);
    expect(await t.dataSource.query(`SELECT source, amount FROM loan_recoveries WHERE loan_id = $1 ORDER BY created_at, source`, [loan.id])).toEqual([
      { source: 'CHANNEL', amount: '500000' },
      { source: 'WALLET', amount: '100000' },
    ]);
    // Each has its receipt: the channel's and the wallet's, the latter in the wallet's history.
    const receipt = await t.call('get', `/receipts/${paid.body.receiptNumber}`, { token: m.accessToken });
    expect(receipt.body).toMatchObject({ kind: 'RECOVERY', amount: 500_000, loanNumber, principal: 0, toWallet: 0, paidByText: 'GCash' });
    expect((await t.call('get', `/receipts/${first.body.repayment.receiptNumber}`, { token: m.accessToken })).body).toMatchObject({ kind: 'RECOVERY', amount: 100_000, loanNumber });
    const history = (await t.call('get', '/wallet/history', { token: m.accessToken })).body.items;
    expect(history.find((i: { kind: string }) => i.kind === 'RECOVERY')).toMatchObject({ receiptNumber: first.body.repayment.receiptNumber, walletDirection: 'OUT', walletAmount: 100_000, loanNumber });

    // More than is left is refused beside the field.
    const tooMuch = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'AMOUNT', amount: '149,000' });
    expect(fieldCodes(tooMuch.body)).toEqual({ amount: 'repayment.amountTooHigh' });

    // The credit-data export still reports the principal as owed by the borrower, and the status.
    t.clock.setTo(new Date('2027-07-02T01:00:00Z'));
    const csv = await t.call('get', '/officer/reports/credit-data?month=2027-06', { token: officer });
    const row = csv.text.split('\n').find((line) => line.startsWith(loanNumber))!;
    expect(row).toContain(',WRITTEN_OFF,');
    expect(row.split(',').slice(-2).map((cell) => cell.trim())).toEqual(['150000.00', String(95 + 30)]);

    // A write-off is done once.
    expect((await t.call('post', url, { token: officer }).send({ reason: 'Again.' })).body.code).toBe('apiWriteOffs.notRunning');
    expect(await trialBalanceSum()).toBe(0);
    await suite.invariants.expectHold();
  });

  it('refuses a month end that has not ended, or a day that is not one', async () => {
    t.clock.setTo(new Date('2027-06-15T01:00:00Z'));
    const service = t.app.get(AllowanceService);
    for (const day of ['2027-06-30', '2027-06-14', '2027-02-30']) await expect(service.remeasureAllowance(day)).rejects.toMatchObject({ code: 'form.checkFields' });
  });
});

describe('the provisioning rates (four eyes)', () => {
  it('are changed by an admin and carried out by a second staff member, never the same', async () => {
    const admin = await adminMember(t);
    const bad = await t.call('post', '/admin/provisioning', { token: admin.adminToken }).send({ stage1Bp: 500, stage2Bp: 100, stage3Bp: 20_000 });
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad.body)).toEqual({ stage2Bp: 'apiProvisioning.rising', stage3Bp: 'apiProvisioning.rate' });
    expect((await t.call('post', '/admin/provisioning', { token: officer }).send({ stage1Bp: 100, stage2Bp: 1000, stage3Bp: 5000 })).status).toBe(403);

    const before = (await t.call('get', '/admin/provisioning', { token: admin.adminToken })).body.current;
    const proposed = await t.call('post', '/admin/provisioning', { token: admin.adminToken }).send({ stage1Bp: 150, stage2Bp: 1200, stage3Bp: 6000 });
    expect(proposed.status).toBe(202);
    expect(proposed.body).toMatchObject({ current: before, pending: { kind: 'provisioning.rates', status: 'PENDING' } });
    const id = proposed.body.pending.id;
    expect((await t.call('post', `/officer/four-eyes/${id}/approve`, { token: admin.adminToken }).send({})).status).toBe(403);
    const described = await t.call('get', `/officer/four-eyes/${id}`, { token: officer });
    expect(described.body.about.changes).toContainEqual({ field: 'stage3Bp', before: expect.any(String), after: '60%' });
    expect((await t.call('post', `/officer/four-eyes/${id}/approve`, { token: officer }).send({})).status).toBe(200);
    const after = await t.call('get', '/admin/provisioning', { token: admin.adminToken });
    expect(after.body).toMatchObject({ current: { stage1Bp: 150, stage2Bp: 1200, stage3Bp: 6000 }, pending: null });
    expect(after.body.history[0]).toMatchObject({ stage3Bp: 6000, madeBy: admin.id });
    // Back to the first rates, so that other tests measure with them.
    const back = await t.call('post', '/admin/provisioning', { token: admin.adminToken }).send(before);
    expect((await t.call('post', `/officer/four-eyes/${back.body.pending.id}/approve`, { token: officer }).send({})).status).toBe(200);
  });
});
