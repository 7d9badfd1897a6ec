import { ACTIVATION_STEPS, officerToken, saveStep } from '@halimbawa/testing';
import { latestCode, registerMember } from './support/members';
import { createKycTestApp, memberAt } from './support/kyc';
import type { TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createKycTestApp();
});
afterEach(() => t.clock.setOffsetSeconds(0));
afterAll(() => t.close());

const NEW = { bankName: 'GCash', accountName: 'Maria Santos', accountNumber: '09171234567', confirmAccountNumber: '09171234567' };
const start = (token: string, body: Record<string, unknown> = NEW) => t.call('post', '/member/bank/change/start', { token }).send(body);
const finish = (token: string, code: string) => t.call('post', '/member/bank/change/finish', { token }).send({ code });
const outbox = async (to: string) => (await t.call('get', `/dev/outbox?to=${encodeURIComponent(to)}`)).body as { channel: string; body: string }[];
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('bank account change with an SMS code', () => {
  it('tells a member who reads Filipino in Filipino, by SMS and e-mail', async () => {
    const m = await memberAt(t, 'bank');
    await t.dataSource.query(`UPDATE members SET language = 'fil' WHERE id = $1`, [m.id]);
    expect((await start(m.accessToken)).status).toBe(202);
    expect((await finish(m.accessToken, await latestCode(t, m.e164))).status).toBe(200);
    const sms = (await outbox(m.e164)).filter((x) => x.channel === 'sms').find((x) => x.body.includes('napalitan'));
    expect(sms?.body).toMatch(/napalitan ang inyong bank account para sa withdrawal mula BDO Unibank ••••7890 papunta sa GCash ••••4567\. Para sa inyong kaligtasan, magpapatuloy ang mga withdrawal sa .+ \(oras sa Maynila\)\./);
    const mail = (await outbox('juan.delacruz@example.com')).filter((x) => x.channel === 'email').find((x) => x.body.includes('Dating account'));
    expect(mail?.body).toMatch(/Dating account: BDO Unibank ••••7890\nBagong account: GCash ••••4567/);
  });

  it('changes the account, notifies by SMS and e-mail with both accounts masked, and starts the 24-hour wait', async () => {
    const m = await memberAt(t, 'bank');
    const started = await start(m.accessToken);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      message: 'We have sent a 6-digit code by SMS to your phone. Enter it to confirm the new bank account.',
      bank: {
        bankName: 'GCash',
        kind: 'ewallet',
        accountName: 'Maria Santos',
        accountNumberMasked: '••••4567',
        confirmedAt: null,
        changedAt: null,
        withdrawalsAllowedFrom: null,
      },
    });
    const code = await latestCode(t, m.e164);
    expect(started.text).not.toContain(code);
    // Until the code is entered, the old account stays.
    expect((await t.call('get', '/member/kyc', { token: m.accessToken })).body.bank.bankName).toBe('BDO Unibank');

    const bad = await finish(m.accessToken, wrong(code));
    expect(bad.status).toBe(400);
    expect({ message: bad.body.message, errors: fieldTexts(bad.body) }).toEqual({ message: 'Invalid OTP. 4 tries left.', errors: { code: 'Invalid OTP. 4 tries left.' } });

    const done = await finish(m.accessToken, code);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your bank account has been changed.');
    const changedAt = new Date(done.body.bank.changedAt).getTime();
    expect(done.body.bank).toMatchObject({ bankName: 'GCash', accountNumberMasked: '••••4567', confirmedAt: expect.any(String) });
    expect(new Date(done.body.bank.withdrawalsAllowedFrom).getTime() - changedAt).toBe(24 * 3600 * 1000);

    const summary = await t.call('get', '/member/kyc', { token: m.accessToken });
    expect(summary.body.bank).toMatchObject({ bankName: 'GCash', kind: 'ewallet', withdrawalsAllowedFrom: done.body.bank.withdrawalsAllowedFrom });
    const rows = await t.dataSource.query('SELECT status, bank_name, replaced_at IS NOT NULL AS replaced FROM member_bank_accounts WHERE member_id = $1 ORDER BY created_at', [m.id]);
    expect(rows).toEqual([
      { status: 'REPLACED', bank_name: 'BDO Unibank', replaced: true },
      { status: 'ACTIVE', bank_name: 'GCash', replaced: false },
    ]);

    const sms = (await outbox(m.e164)).find((x) => x.channel === 'sms')!;
    expect(sms.body).toMatch(/changed from BDO Unibank ••••7890 to GCash ••••4567/);
    expect(sms.body).not.toMatch(/001234567890|09171234567/);
    const mail = (await outbox('juan.delacruz@example.com')).find((x) => x.channel === 'email' && x.body.includes('••••4567'))!;
    expect(mail.body).toMatch(/Old account: BDO Unibank ••••7890/);
    expect(mail.body).toMatch(/New account: GCash ••••4567/);
    expect(mail.body).toMatch(/withdrawals resume on/);

    const [audit] = await t.dataSource.query(`SELECT actor_id, details FROM audit_events WHERE action = 'bank.change.finish' AND actor_id = $1`, [m.id]);
    expect(audit.details).toEqual({ from: { bankName: 'BDO Unibank', accountNumber: '••••7890' }, to: { bankName: 'GCash', accountNumber: '••••4567' } });

    // The code is used up.
    expect((await finish(m.accessToken, code)).body.message).toBe('Please request a new code.');
    // After 24 hours there is no wait any more.
    t.clock.setOffsetSeconds(24 * 3600 + 1);
    expect((await t.call('get', '/member/kyc', { token: m.accessToken })).body.bank.withdrawalsAllowedFrom).toBeNull();
  });

  it('validates the new account like step 5, and refuses the same account', async () => {
    const m = await memberAt(t, 'bank');
    const mismatch = await start(m.accessToken, { ...NEW, confirmAccountNumber: '09171234568' });
    expect(mismatch.status).toBe(400);
    expect({ message: mismatch.body.message, errors: fieldTexts(mismatch.body) }).toEqual({ message: 'Account number confirmation mismatch.', errors: { confirmAccountNumber: 'Account number confirmation mismatch.' } });
    expect((await start(m.accessToken, {})).body.message).toBe('Please complete your information!');
    const same = await start(m.accessToken, ACTIVATION_STEPS.bank);
    expect({ message: same.body.message, errors: fieldTexts(same.body) }).toEqual({ message: 'This is already your bank account.', errors: { accountNumber: 'This is already your bank account.' } });
    // Only the code that verified the phone at sign-up.
    expect((await outbox(m.e164)).filter((x) => x.channel === 'sms')).toHaveLength(1);
  });

  it('is for activated members only; finishing without a started change asks for a new code', async () => {
    const m = await memberAt(t, 'identity');
    const res = await start(m.accessToken);
    expect(res.status).toBe(409);
    expect((await finish(m.accessToken, '123456')).body).toEqual({ code: 'apiAuth.codeNone', message: 'Please request a new code.', errors: { code: { code: 'apiAuth.codeNone', message: 'Please request a new code.' } } });
    expect(fieldTexts((await finish(m.accessToken, '12a')).body)).toEqual({ code: 'Please enter the 6-digit code.' });
  });

  it('limits resends, and a newer request replaces the older one', async () => {
    const m = await memberAt(t, 'bank');
    expect((await start(m.accessToken)).status).toBe(202);
    const first = await latestCode(t, m.e164);
    const tooSoon = await start(m.accessToken, { ...NEW, accountNumber: '09181234567', confirmAccountNumber: '09181234567' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    t.clock.setOffsetSeconds(61);
    expect((await start(m.accessToken, { ...NEW, accountNumber: '09181234567', confirmAccountNumber: '09181234567' })).status).toBe(202);
    const second = await latestCode(t, m.e164);
    if (first !== second) expect((await finish(m.accessToken, first)).status).toBe(400);
    const done = await finish(m.accessToken, second);
    expect(done.status).toBe(200);
    expect(done.body.bank.accountNumberMasked).toBe('••••4567');
    const rows = await t.dataSource.query('SELECT status, account_number FROM member_bank_accounts WHERE member_id = $1 ORDER BY created_at', [m.id]);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['REPLACED', 'ABANDONED', 'ACTIVE']);
    expect(rows[2].account_number).toBe('09181234567');
  });

  it('acts only for the token’s member: another member’s phone in the body is 403', async () => {
    const a = await memberAt(t, 'bank');
    const b = await memberAt(t, 'bank');
    const res = await start(b.accessToken, { ...NEW, phoneNumber: a.national });
    expect(res.status).toBe(403);
    const code = await t.call('post', '/member/bank/change/finish', { token: b.accessToken }).send({ code: '123456', phoneNumber: a.e164 });
    expect(code.status).toBe(403);
    expect((await outbox(a.e164)).filter((x) => x.channel === 'sms')).toHaveLength(1); // the sign-up code only
  });

  it('a member sent back to step 5 by a rejection changes the account with a code, completing the wizard again', async () => {
    const m = await memberAt(t, 'bank');
    const officer = await officerToken(t.api);
    await t.call('post', `/officer/members/${m.id}/kyc`, { token: officer }).send({ status: 'REJECTED', reasonCode: 'BANK_ACCOUNT_NAME_MISMATCH' });
    const seen = (await t.call('get', '/member/kyc', { token: m.accessToken })).body;
    expect(seen.infoState).toBe('BANK_INFO');
    expect(seen.kyc.resubmitStep).toBe('BANK_INFO');
    // A different account needs the code even now.
    expect((await saveStep(t.api, m.accessToken, 'bank', { ...NEW })).status).toBe(409);
    expect((await start(m.accessToken)).status).toBe(202);
    const done = await finish(m.accessToken, await latestCode(t, m.e164));
    expect(done.status).toBe(200);
    const after = (await t.call('get', '/member/kyc', { token: m.accessToken })).body;
    expect(after.infoState).toBe('INFO_COMPLETED');
    expect(after.kyc.status).toBe('PENDING');
  });

  it('needs a token', async () => {
    const m = await registerMember(t);
    expect((await t.call('post', '/member/bank/change/start').send({ ...NEW, phoneNumber: m.national })).status).toBe(401);
  });
});
