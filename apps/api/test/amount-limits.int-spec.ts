import { LEDGER_BALANCE_LIMIT_CENTAVOS, SETTLEMENT_FILE_MAX_ROWS } from '@halimbawa/domain';
import { AppConfig } from '../src/config/app-config';
import { LedgerRangeError } from '../src/modules/ledger/ledger.errors';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { SYSTEM_ACCOUNTS } from '../src/modules/ledger/ledger.types';
import { signNotification } from '../src/modules/payments/channels.service';
import { disbursedLoan, useLoansSuite } from './support/loans';
import { adminMember } from './support/members';
import { fieldCodes } from './support/refusals';
import type { TestApp } from './support/test-app';

// The channels' own signed notifications: the generic adapter (docs/integrations.md).
const suite = useLoansSuite({ PAYMENTS_PROVIDER: 'generic' });
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

const START = '2027-01-15T02:00:00Z';
/** The hostile finding's amount: 2^53 - 1 centavos, one payment past which the books no longer add up. */
const HUGE_PESOS = '90071992547409.91';
const HUGE = Number.MAX_SAFE_INTEGER;

const simulate = (reference: string, amount: string, transactionId?: string) => t.call('post', '/dev/channels/pay').send({ channel: 'gcash', reference, amount, transactionId });

function notify(body: Record<string, unknown>) {
  const raw = JSON.stringify({ timestamp: t.clock.now().toISOString(), ...body });
  const secret = t.app.get(AppConfig).channelSecrets.GCASH!;
  return t.call('post', '/channels/gcash/notify').set('Content-Type', 'application/json').set('X-Signature', signNotification(secret, Buffer.from(raw))).send(raw);
}

const settlementFile = (rows: number, amount = '100.00') =>
  ['transactionId,amount,date', ...Array.from({ length: rows }, (_, i) => `GC-SETTLE-${String(i).padStart(6, '0')}-${Date.now().toString(36)},${amount},2027-01-15`)].join('\n');

describe('amounts past their upper bound (hostile finding: an amount past 2^53 centavos took payments down for everyone)', () => {
  it('are refused beside the field through every way money enters, and afterwards a payment, the trial balance and the wallet answer 200', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const { wallet, loan } = (await t.call('get', '/pay', { token: m.accessToken })).body;

    // The simulator and the signed callback, to the wallet (a cash-in) and to the loan.
    for (const reference of [wallet.referenceText, loan.referenceText]) {
      const simulated = await simulate(reference, HUGE_PESOS);
      expect([simulated.status, fieldCodes(simulated.body)]).toEqual([400, { amount: 'amountLimit.channel' }]);
      const notified = await notify({ transactionId: `GC-HUGE-${reference.replace(/\s/g, '')}`, reference, amount: HUGE });
      expect([notified.status, fieldCodes(notified.body)]).toEqual([400, { amount: 'amountLimit.channel' }]);
    }
    // Past GCash's own cap of PHP 100,000 is refused too, with the cap in the words.
    const overCap = await simulate(wallet.referenceText, '100,000.01');
    expect(overCap.body.errors.amount).toMatchObject({ code: 'amountLimit.channel', params: { channel: 'GCash', max: '100,000.00' } });

    // An officer-recorded payment.
    const recorded = await t.call('post', '/officer/payments', { token: officer }).send({ loanNumber, amount: HUGE_PESOS, channel: 'BANK_DEPOSIT', externalRef: `BDO-HUGE-${loanNumber}` });
    expect([recorded.status, fieldCodes(recorded.body)]).toEqual([400, { amount: 'amountLimit.product' }]);

    // A settlement file.
    const settled = await t.call('post', '/officer/reconciliation', { token: officer }).send({ channel: 'gcash', filename: 'huge.csv', csv: settlementFile(1, HUGE_PESOS) });
    expect([settled.status, fieldCodes(settled.body)]).toEqual([400, { csv: 'apiReconciliation.rowTooLarge' }]);

    // A setting.
    const admin = await adminMember(t);
    const current = (await t.call('get', '/admin/settings', { token: admin.adminToken })).body.current;
    const setting = await t.call('post', '/admin/settings', { token: admin.adminToken }).send({ ...current, maxPhp: HUGE, fourEyesAbovePhp: HUGE });
    expect([setting.status, fieldCodes(setting.body)]).toEqual([400, { maxPhp: 'amountLimit.product', fourEyesAbovePhp: 'amountLimit.product' }]);

    // A withdrawal.
    const withdrawal = await t.call('post', '/withdrawals', { token: m.accessToken }).set('Idempotency-Key', `huge-${loanNumber}`).send({ amount: '99999999999.99' });
    expect([withdrawal.status, fieldCodes(withdrawal.body)]).toEqual([400, { amount: 'amountLimit.product' }]);

    // Nothing stored can fail a later request: an ordinary payment, the trial balance and the wallet.
    const ordinary = await simulate(wallet.referenceText, '500.00');
    expect([ordinary.status, ordinary.body.outcome]).toEqual([200, 'WALLET']);
    const repaid = await t.call('post', '/officer/payments', { token: officer }).send({ loanNumber, amount: '1,000.00', channel: 'BANK_DEPOSIT', externalRef: `BDO-OK-${loanNumber}` });
    expect(repaid.status).toBe(200);
    const trial = await t.call('get', '/officer/reports/trial-balance', { token: officer });
    expect([trial.status, trial.body.balanced]).toEqual([200, true]);
    const shown = await t.call('get', '/wallet', { token: m.accessToken });
    expect([shown.status, shown.body.balance]).toEqual([200, 15_000_000 + 50_000]);
    await suite.invariants.expectHold();
  });

  it('the ledger refuses, with a coded 409, an entry that would take an account past the range its sums add exactly, and writes nothing', async () => {
    const ledger = t.app.get(LedgerService);
    const entry = (amount: number, key: string) => ({
      movementKey: key,
      kind: 'FUNDING' as const,
      description: 'Owners put in capital',
      lines: [
        { accountCode: SYSTEM_ACCOUNTS.COMPANY_FUNDING, amount: -amount },
        { accountCode: SYSTEM_ACCOUNTS.COMPANY_EQUITY, amount },
      ],
    });
    const before = await ledger.findAccounts([SYSTEM_ACCOUNTS.COMPANY_FUNDING, SYSTEM_ACCOUNTS.COMPANY_EQUITY]);
    // Twice the range: past it from any balance within it.
    const refused = (await ledger.postNow(entry(2 * LEDGER_BALANCE_LIMIT_CENTAVOS, `range-${Date.now()}`)).catch((error: unknown) => error)) as LedgerRangeError;
    expect(refused).toBeInstanceOf(LedgerRangeError);
    expect([refused.getStatus(), refused.code, refused.params]).toEqual([409, 'apiErrors.ledgerOutOfRange', { account: SYSTEM_ACCOUNTS.COMPANY_FUNDING }]);
    expect(await ledger.findAccounts([SYSTEM_ACCOUNTS.COMPANY_FUNDING, SYSTEM_ACCOUNTS.COMPANY_EQUITY])).toEqual(before);
  });
});

describe('the settlement file limit (hostile finding: 5,000 rows allowed, but the API refused a body over 100 KiB)', () => {
  it(`takes a file of ${SETTLEMENT_FILE_MAX_ROWS} rows and refuses one more with a code`, async () => {
    const full = settlementFile(SETTLEMENT_FILE_MAX_ROWS);
    expect(Buffer.byteLength(full)).toBeGreaterThan(100 * 1024);
    const taken = await t.call('post', '/officer/reconciliation', { token: officer }).send({ channel: 'maya', filename: 'full.csv', csv: full });
    expect([taken.status, taken.body.run?.fileRows]).toEqual([201, SETTLEMENT_FILE_MAX_ROWS]);
    const over = await t.call('post', '/officer/reconciliation', { token: officer }).send({ channel: 'maya', filename: 'over.csv', csv: settlementFile(SETTLEMENT_FILE_MAX_ROWS + 1) });
    expect([over.status, fieldCodes(over.body)]).toEqual([400, { csv: 'apiReconciliation.tooManyRows' }]);
  });
});
