// The KYC correction loop: a rejection asks again only for what it names; what was accepted (the
// later steps, the confirmed bank account) is kept, and the corrected member is activated again
// at once, so that a loan approved meanwhile can be signed without typing the account again.
import { ACTIVATION_STEPS, saveStep } from '@halimbawa/testing';
import { KycCorrectionResumes1798240000000 } from '../../../migrations/1798240000000-kyc-correction-resumes';
import { memberAt, photo, upload } from './support/kyc';
import { appliedLoan, sign, useLoansSuite } from './support/loans';

const suite = useLoansSuite();

const decide = (memberId: string, body: Record<string, unknown>) => suite.t.call('post', `/officer/members/${memberId}/kyc`, { token: suite.officer }).send(body);
const kycOf = async (token: string) => (await suite.t.call('get', '/member/kyc', { token })).body;
const bankRow = async (memberId: string) =>
  (await suite.t.dataSource.query(`SELECT id, account_number, confirmed_at FROM member_bank_accounts WHERE member_id = $1 AND status = 'ACTIVE'`, [memberId]))[0];

describe('correcting a rejected selfie', () => {
  it('re-asks only the selfie: the member is activated again, keeps the bank account and signs the loan approved meanwhile', async () => {
    const m = await memberAt(suite.t, 'bank');
    const loanNumber = await appliedLoan(suite.t, m);
    const account = await bankRow(m.id);
    expect((await decide(m.id, { status: 'REJECTED', reasonCode: 'SELFIE_MISMATCH' })).body.member.infoState).toBe('IDENTITY_INFO');

    expect((await upload(suite.t, m.accessToken, 'SELFIE', await photo('png'))).status).toBe(201);
    const corrected = await saveStep(suite.t.api, m.accessToken, 'identity');
    expect(corrected.status).toBe(200);
    // Not sent on to step 5: the confirmed account stands.
    expect(corrected.body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });
    const seen = await kycOf(m.accessToken);
    expect(seen).toMatchObject({ infoState: 'INFO_COMPLETED', step: 6, kyc: { status: 'PENDING', reasonCode: null, resubmitStep: null } });
    expect(seen.bank).toMatchObject({ accountNumberMasked: '••••7890' });
    expect(await bankRow(m.id)).toEqual(account);

    expect((await decide(m.id, { status: 'VERIFIED' })).status).toBe(200);
    expect((await suite.t.call('post', `/officer/loans/${loanNumber}/approve`, { token: suite.officer }).send({})).status).toBe(200);
    await sign(suite.t, m, loanNumber);
    const [audit] = await suite.t.dataSource.query(`SELECT details FROM audit_events WHERE action = 'member.update.identity' AND target = $1 ORDER BY created_at DESC LIMIT 1`, [m.id]);
    expect(audit.details).toEqual({ from: 'IDENTITY_INFO', to: 'INFO_COMPLETED' });
  });
});

describe('correcting an earlier step', () => {
  it('an address correction keeps the references, the ID and the bank account, and completes the wizard again', async () => {
    const m = await memberAt(suite.t, 'bank');
    await decide(m.id, { status: 'REJECTED', reasonCode: 'INCOMPLETE_ADDRESS' });
    // Another step saved meanwhile is not the correction: the member stays where the rejection put them.
    expect((await saveStep(suite.t.api, m.accessToken, 'personal')).body.infoState).toBe('ADDRESS_INFO');
    const fixed = await saveStep(suite.t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, streetAddress: 'Unit 5, 12 Ayala Avenue, Brgy. San Lorenzo' });
    expect(fixed.body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });
    expect((await kycOf(m.accessToken)).kyc.status).toBe('PENDING');
  });

  it('a member rejected before step 5 was ever saved resumes at step 5, which is still asked', async () => {
    const m = await memberAt(suite.t, 'identity');
    await decide(m.id, { status: 'REJECTED', reasonCode: 'NAME_MISMATCH' });
    expect((await kycOf(m.accessToken)).infoState).toBe('PERSONAL_INFO');
    const fixed = await saveStep(suite.t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, lastName: 'Reyes' });
    expect(fixed.body).toEqual({ state: 'UPDATE_NEXT', infoState: 'BANK_INFO' });
    expect((await saveStep(suite.t.api, m.accessToken, 'bank')).body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });
    expect((await bankRow(m.id)).confirmed_at).not.toBeNull();
  });
});

describe('migration 1798240000000-kyc-correction-resumes', () => {
  it('completes the members a correction left short of the end, and no one else', async () => {
    const stuck = await memberAt(suite.t, 'bank');
    const rejected = await memberAt(suite.t, 'bank');
    const midway = await memberAt(suite.t, 'identity');
    await decide(rejected.id, { status: 'REJECTED', reasonCode: 'SELFIE_MISMATCH' });
    // Where the earlier correction left a member: sent on to step 5 with the account confirmed.
    await suite.t.dataSource.query(`UPDATE members SET info_state = 'BANK_INFO' WHERE id = $1`, [stuck.id]);
    const runner = suite.t.dataSource.createQueryRunner();
    try {
      await new KycCorrectionResumes1798240000000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await kycOf(stuck.accessToken)).infoState).toBe('INFO_COMPLETED');
    expect((await kycOf(rejected.accessToken)).infoState).toBe('IDENTITY_INFO');
    expect((await kycOf(midway.accessToken)).infoState).toBe('BANK_INFO');
  });
});
