// The borrower-experience defects that the API answers for: names as people have them
// (defect 1), the signing code a page can show again (defect 2) and the late-charge cap stated as a
// figure (defect 6).
import { ACTIVATION_STEPS, saveStep } from '@halimbawa/testing';
import { memberAt } from './support/kyc';
import { approvedLoan, useLoansSuite, verifiedMember } from './support/loans';
import { latestCode, newPhone } from './support/members';
import type { TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => ({ t, officer } = suite));

describe('names as people have them (docs/product.md §5)', () => {
  it('registers Jose Uy and accepts Uy at activation step 1', async () => {
    const phone = await newPhone(t);
    const check = await t
      .call('post', '/authmember/register/check')
      .send({ phoneNumber: phone.national, email: 'jose.uy@example.com', fullName: 'Jose Uy', password: 'Officer#2026', confirmPassword: 'Officer#2026', agreeTerms: 'on' });
    expect(check.status).toBe(200);
    const m = await memberAt(t, null);
    for (const lastName of ['Uy', 'Go', 'Sy', 'Co', 'Ng']) {
      const res = await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, firstName: 'José', middleName: 'C.', lastName });
      expect([lastName, res.status]).toEqual([lastName, 200]);
    }
  });

  it('says what is wrong: digits, or the characters not allowed', async () => {
    const m = await memberAt(t, 'personal');
    const named = await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, firstName: 'J0hn 123' });
    expect(fieldTexts(named.body)).toEqual({ firstName: 'Your first name cannot contain digits.' });
    const street = await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, streetAddress: '12 Rizal St. <Rear>' });
    expect(fieldTexts(street.body)).toEqual({ streetAddress: "The street address cannot contain '<' or '>'." });
    const ok = await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, streetAddress: 'Unit 5 (Rear), Lot 3 & 4 Mabini St.' });
    expect(ok.status).toBe(200);
  });
});

describe('the signing code (docs/product.md §2 Contract signing)', () => {
  const current = async (token: string) => (await t.call('post', '/loan/phonenumber', { token }).send({})).body;

  it('says while a sent code can be entered, so the page shows its box after leaving and coming back', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await approvedLoan(t, m, officer);
    expect((await current(m.accessToken)).signingCodeExpiresAt).toBeNull();

    const sent = t.clock.now();
    expect((await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({})).status).toBe(202);
    const pending = (await current(m.accessToken)).signingCodeExpiresAt;
    expect(new Date(pending).getTime() - sent.getTime()).toBeGreaterThan(4 * 60_000);
    // Asking again at once is refused ('Please wait N seconds'), and the code still stands.
    expect((await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({})).status).toBe(429);
    expect((await current(m.accessToken)).signingCodeExpiresAt).toBe(pending);

    // Expired: no box.
    t.clock.setOffsetSeconds(301);
    expect((await current(m.accessToken)).signingCodeExpiresAt).toBeNull();
    t.clock.setOffsetSeconds(0);

    // Signed: no box.
    const code = await latestCode(t, m.e164);
    expect((await t.call('post', `/loan/${loanNumber}/sign/finish`, { token: m.accessToken }).send({ code })).status).toBe(200);
    const after = await current(m.accessToken);
    expect(after.loan.status).toBe('CONTRACT_SIGNED');
    expect(after.signingCodeExpiresAt).toBeNull();
  });

  it('no box once the code is out of tries', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await approvedLoan(t, m, officer);
    await t.call('post', `/loan/${loanNumber}/sign/start`, { token: m.accessToken }).send({});
    const code = await latestCode(t, m.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await t.call('post', `/loan/${loanNumber}/sign/finish`, { token: m.accessToken }).send({ code: wrong });
    expect((await current(m.accessToken)).signingCodeExpiresAt).toBeNull();
  });
});

describe('the late-charge cap (docs/product.md §7)', () => {
  it('is stated as a figure in the disclosure and the contract text', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await approvedLoan(t, m, officer);
    const d = (await t.call('get', `/loan/${loanNumber}/disclosure`, { token: m.accessToken }).query({ format: 'json' })).body;
    const cap = 'at most 1% per month of the overdue amount, that is at most PHP 10.00 a month for each PHP 1,000.00 overdue';
    expect(d.lateChargeTerms).toContain(cap);
    expect(d.contractText.join('\n')).toContain(cap);
    expect(JSON.stringify(d)).not.toContain('as configured');
  });
});
