// Closing one's own account: refused, saying what to do first, while a loan is being repaid, an
// application waits, a withdrawal is on its way or the wallet holds money, and for a wrong password;
// once nothing is open, the account cannot sign in, its sessions end, an SMS confirms it (its date
// spelled out), the records stay, it is audited and the back office sees it closed.
import { PASSWORD, disbursedLoan, officerToken } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import { createKycTestApp } from './support/kyc';
import { useLedgerInvariants } from './support/ledger-invariants';
import { appliedLoan, verifiedMember } from './support/loans';
import { latestCode, login, registerMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';
import { PayoutJobService } from '../src/modules/withdrawals/payout-job.service';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0' });
  officer = await officerToken(t.api);
}, 120_000);
afterAll(() => t.close());
useLedgerInvariants(() => t?.dataSource);

const close = (m: Registered, password: string = PASSWORD) => t.call('post', '/member/close', { token: m.accessToken }).send({ password });
const statusOf = async (id: string) => (await t.dataSource.query(`SELECT status FROM withdrawals WHERE id = $1`, [id]))[0].status as string;
const closedAt = async (m: Registered) => (await t.dataSource.query(`SELECT closed_at FROM members WHERE id = $1`, [m.id]))[0].closed_at as Date | null;

/** PHP `amount` paid into the member's wallet by a channel. */
async function cashIn(m: Registered, amount: string): Promise<void> {
  const reference = (await t.call('get', '/pay', { token: m.accessToken })).body.wallet.reference;
  const res = await t.call('post', '/dev/channels/pay').send({ channel: 'maya', reference, amount });
  expect(res.body.outcome).toBe('WALLET');
}

describe('POST /member/close', () => {
  it('is refused for a wrong password, a loan being repaid and an application waiting, saying which loan and what to do', async () => {
    const applicant = await verifiedMember(t, officer);
    expect((await close(applicant, 'Wrong#2026')).body).toMatchObject({ code: 'form.checkFields', errors: { password: { code: 'apiAccountClosure.password' } } });
    const applied = await appliedLoan(t, applicant);
    const waiting = await close(applicant);
    expect([waiting.status, waiting.body.code]).toEqual([409, 'apiAccountClosure.applicationPending']);
    expect(waiting.body.message).toContain(applied);
    expect(waiting.body.message).toContain('Cancel it');

    const borrower = await verifiedMember(t, officer);
    const loanNumber = await disbursedLoan(t.api, borrower, officer);
    const repaying = await close(borrower);
    expect([repaying.status, repaying.body.code]).toEqual([409, 'apiAccountClosure.loanOpen']);
    expect(repaying.body.message).toContain(loanNumber);
    const inFilipino = await t.call('post', '/member/close', { token: borrower.accessToken }).set('Accept-Language', 'fil').send({ password: PASSWORD });
    expect(inFilipino.body.message).toContain('Bayaran muna');
    expect([await closedAt(applicant), await closedAt(borrower)]).toEqual([null, null]);
  });

  it('is refused while the wallet holds money (withdraw it first) and while a withdrawal is on its way', async () => {
    const m = await verifiedMember(t, officer);
    await cashIn(m, '5000.00');
    const holding = await close(m);
    expect([holding.status, holding.body.code]).toEqual([409, 'apiAccountClosure.walletBalance']);
    expect(holding.body.message).toBe('Your wallet still holds PHP 5,000.00. Withdraw it to your bank first, then close your account (PHP 999.00 or less is refunded when you close).');

    const created = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '5000' });
    expect(created.status).toBe(201);
    expect((await t.call('post', `/withdrawals/${created.body.withdrawal.id}/confirm`, { token: m.accessToken }).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    const sending = await close(m);
    expect([sending.status, sending.body.code]).toEqual([409, 'apiAccountClosure.withdrawalPending']);
    expect(sending.body.message).toContain('PHP 5,000.00');
    expect(await closedAt(m)).toBeNull();
  });

  it('refunds a balance too small to withdraw (PHP 999.00 or less) to the confirmed account as it closes: held, audited, paid by the payout job', async () => {
    const m = await verifiedMember(t, officer);
    await cashIn(m, '999.00');
    const withdraw = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '999' });
    expect(withdraw.status).toBe(400);

    const res = await close(m);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Your account is closed\. The PHP 999\.00 left in your wallet is being refunded to BDO Unibank \S+\. Thank you for borrowing with us\.$/);
    expect(await closedAt(m)).toBeInstanceOf(Date);
    const [refund] = await t.dataSource.query(`SELECT id, status, purpose, amount::int AS amount, bank_name FROM withdrawals WHERE member_id = $1`, [m.id]);
    expect(refund).toMatchObject({ status: 'QUEUED', purpose: 'CLOSURE_REFUND', amount: 99_900, bank_name: 'BDO Unibank' });
    const balances = await t.dataSource.query(`SELECT split_part(code, ':', 1) AS kind, balance::int AS balance FROM ledger_accounts WHERE code IN ($1, $2) ORDER BY code`, [`WALLET:${m.id}`, `WITHDRAWAL_HOLDS:${m.id}`]);
    expect(balances).toEqual([{ kind: 'WALLET', balance: 0 }, { kind: 'WITHDRAWAL_HOLDS', balance: 99_900 }]);
    const actions = await t.dataSource.query(`SELECT action FROM audit_events WHERE actor_id = $1 AND action IN ('withdrawal.closure_refund', 'member.account.close') ORDER BY action`, [m.id]);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['member.account.close', 'withdrawal.closure_refund']);

    const jobs = t.app.get(PayoutJobService);
    for (let run = 0; run < 5 && (await statusOf(refund.id)) !== 'COMPLETED'; run += 1) await jobs.tick();
    expect(await statusOf(refund.id)).toBe('COMPLETED');
    const [holds] = await t.dataSource.query(`SELECT balance::int AS balance FROM ledger_accounts WHERE code = $1`, [`WITHDRAWAL_HOLDS:${m.id}`]);
    expect(holds.balance).toBe(0);
  });

  it('keeps the account open when a small balance has no confirmed account to go to', async () => {
    const m = await registerMember(t);
    await cashIn(m, '500.00');
    const res = await close(m);
    expect([res.status, res.body.code, res.body.params]).toEqual([409, 'apiAccountClosure.noBankForRefund', { amount: '500.00' }]);
    expect(await closedAt(m)).toBeNull();
    expect((await t.call('get', '/wallet', { token: m.accessToken })).body).toMatchObject({ balance: 50_000, held: 0 });
  });

  it('closes an account with nothing open: no sign-in, no session, an SMS, an audit event, the records kept and the back office told', async () => {
    const m = await registerMember(t);
    const walletReference = (await t.call('get', '/pay', { token: m.accessToken })).body.wallet.reference;
    const res = await close(m);
    expect([res.status, res.body.message]).toEqual([200, 'Your account is closed. Thank you for borrowing with us.']);
    expect(await closedAt(m)).toBeInstanceOf(Date);

    expect((await t.call('get', '/member/me', { token: m.accessToken })).status).toBe(401);
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken })).status).toBe(401);
    expect((await login(t, m.national, PASSWORD)).status).toBe(401);

    const [sms] = await t.dataSource.query(`SELECT body FROM outbound_messages WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`, [m.e164]);
    expect(sms.body).toMatch(/your account was closed on [A-Z][a-z]+ \d{1,2}, \d{4} at your request/);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE actor_id = $1 AND action = 'member.account.close'`, [m.id]);
    expect(n).toBe(1);
    // The member's records stay (docs/retention.md).
    const [row] = await t.dataSource.query(`SELECT phone_number, deactivated_at FROM members WHERE id = $1`, [m.id]);
    expect(row.phone_number).toBe(m.e164);
    expect(row.deactivated_at).toBeInstanceOf(Date);

    const seen = await t.call('get', `/officer/members/${m.id}`, { token: officer });
    expect(seen.status).toBe(200);
    expect(seen.body.member.closedAt).toEqual(expect.any(String));

    // Money paid later with the account's reference waits in suspense, and staff cannot put it in the wallet.
    const paid = await t.call('post', '/dev/channels/pay').send({ channel: 'maya', reference: walletReference, amount: '500' });
    expect([paid.status, paid.body.outcome, paid.body.toWallet]).toEqual([200, 'SUSPENSE', 0]);
    const [held] = await t.dataSource.query(`SELECT id FROM channel_payments WHERE receipt_number = $1`, [paid.body.receiptNumber]);
    const assign = await t.call('post', `/officer/suspense/${held.id}/assign`, { token: officer }).send({ target: 'WALLET', memberPhone: m.national });
    expect([assign.status, assign.body.errors?.memberPhone?.code]).toEqual([400, 'apiSuspense.memberClosed']);
  });
});
