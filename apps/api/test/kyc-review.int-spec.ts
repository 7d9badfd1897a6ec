import request from 'supertest';
import { FIELD_RULES, t as text } from '@halimbawa/domain';
import { ACTIVATION_STEPS, officerToken, saveStep } from '@halimbawa/testing';
import { registerMember } from './support/members';
import { createKycTestApp, memberAt, photo, upload } from './support/kyc';
import type { TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await createKycTestApp();
  officer = await officerToken(t.api);
});
afterAll(() => t.close());

const decide = (token: string, memberId: string, body: Record<string, unknown>) => t.call('post', `/officer/members/${memberId}/kyc`, { token }).send(body);
const kycOf = async (token: string) => (await t.call('get', '/member/kyc', { token })).body;
const auditCount = async (action: string, target: string) =>
  (await t.dataSource.query('SELECT count(*)::int AS n FROM audit_events WHERE action = $1 AND target = $2', [action, target]))[0].n;

describe('members cannot call officer endpoints', () => {
  it('answers 403 to every officer route', async () => {
    const m = await memberAt(t, 'identity');
    const other = await registerMember(t);
    const forbidden = { code: 'apiErrors.forbidden', message: 'You do not have access to this resource.' };
    for (const res of [
      await t.call('get', '/officer/members?kyc=PENDING', { token: other.accessToken }),
      await t.call('get', `/officer/members/${m.id}`, { token: other.accessToken }),
      await t.call('get', `/officer/members/${other.id}`, { token: other.accessToken }),
      await decide(other.accessToken, m.id, { status: 'VERIFIED' }),
      await decide(m.accessToken, m.id, { status: 'VERIFIED' }),
      await t.call('get', '/officer/kyc-reasons', { token: other.accessToken }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbidden);
    }
    expect((await kycOf(m.accessToken)).kyc.status).toBe('PENDING');
    expect((await t.call('get', '/officer/members')).status).toBe(401);
  });
});

describe('the review queue and a member’s file', () => {
  it('lists PENDING members, newest first, and shows one member’s every section with document links', async () => {
    const m = await memberAt(t, 'bank');
    const list = await t.call('get', '/officer/members?kyc=PENDING', { token: officer });
    expect(list.status).toBe(200);
    const item = list.body.members.find((i: { id: string }) => i.id === m.id);
    expect(item).toEqual({
      id: m.id,
      fullName: 'Juan Dela Cruz',
      phoneNumber: m.e164,
      email: 'juan.delacruz@example.com',
      infoState: 'INFO_COMPLETED',
      kycStatus: 'PENDING',
      reasonCode: null,
      submittedAt: expect.any(String),
      reviewedAt: null,
      path: `/officer/members/${m.id}`,
    });
    // The newest file first: the one just submitted.
    expect(list.body.members[0].id).toBe(m.id);
    expect(list.body.members.every((i: { kycStatus: string }) => i.kycStatus === 'PENDING')).toBe(true);
    expect((await t.call('get', '/officer/members?kyc=MAYBE', { token: officer })).status).toBe(400);

    const detail = await t.call('get', `/officer/members/${m.id}`, { token: officer });
    expect(detail.status).toBe(200);
    expect(detail.body.member).toMatchObject({ id: m.id, phoneNumber: m.e164, infoState: 'INFO_COMPLETED' });
    expect(detail.body.personal).toMatchObject({ firstName: 'Maria', lastName: 'Santos', birthDate: '1990-03-07' });
    expect(detail.body.address).toMatchObject({ town: 'Makati City' });
    expect(detail.body.references).toMatchObject({ refPhoneNumber1: '+639181234567' });
    expect(detail.body.identity).toEqual({ identityType: 'Passport', otherIdentityType: null, identityNumber: 'P1234567A' });
    expect(detail.body.bank).toMatchObject({ bankName: 'BDO Unibank', accountNumberMasked: '••••7890' });
    expect(detail.body.kyc).toMatchObject({ status: 'PENDING', reviewedBy: null });
    expect(detail.body.documents).toHaveLength(3);
    for (const d of detail.body.documents) {
      expect(d.path).toBe(`/officer/documents/${d.id}`);
      expect(d.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await t.call('get', d.path, { token: officer })).status).toBe(200);
    }
    expect(JSON.stringify(detail.body)).not.toMatch(/password|Hash|storage/i);
    expect(await auditCount('officer.member.view', m.id)).toBe(1);
    expect((await t.call('get', '/officer/members/00000000-0000-4000-8000-000000000000', { token: officer })).status).toBe(404);
    expect((await t.call('get', '/officer/members/nope', { token: officer })).status).toBe(404);
  });

  it('gives the fixed list of reasons', async () => {
    const res = await t.call('get', '/officer/kyc-reasons', { token: officer });
    expect(res.status).toBe(200);
    expect(res.body.reasons).toEqual(expect.arrayContaining([{ code: 'ID_UNREADABLE', message: expect.any(String), step: 'IDENTITY_INFO' }]));
    expect(res.body.nextCursor).toBeNull();
  });
});

describe('decisions', () => {
  it('an officer verifies: the member sees IDENTITY VERIFIED, and can no longer change the ID', async () => {
    const m = await memberAt(t, 'bank');
    const res = await decide(officer, m.id, { status: 'VERIFIED' });
    expect(res.status).toBe(200);
    expect(res.body.kyc).toMatchObject({ status: 'VERIFIED', reasonCode: null, reviewedBy: expect.any(String) });
    const seen = await kycOf(m.accessToken);
    expect(seen.infoState).toBe('INFO_COMPLETED');
    expect(seen.kyc).toMatchObject({ status: 'VERIFIED', statement: 'IDENTITY VERIFIED', colour: 'success', icon: 'CheckCircleOutline', reason: null });
    expect(await auditCount('officer.kyc.decide', m.id)).toBe(1);
    const [event] = await t.dataSource.query(`SELECT details FROM audit_events WHERE action = 'officer.kyc.decide' AND target = $1`, [m.id]);
    expect(event.details).toMatchObject({ from: 'PENDING', to: 'VERIFIED', reasonCode: null });

    // Decided once: a second decision conflicts.
    expect((await decide(officer, m.id, { status: 'REJECTED', reasonCode: 'ID_EXPIRED' })).status).toBe(409);
    // What was verified stays as verified.
    const up = await upload(t, m.accessToken, 'SELFIE', await photo());
    expect(up.status).toBe(409);
    expect(up.body.message).toBe('Your identity has been verified. To change your ID or selfie, please contact us.');
    expect((await saveStep(t.api, m.accessToken, 'identity', { ...ACTIVATION_STEPS.identity, identityNumber: 'P7654321B' })).status).toBe(409);
    expect((await saveStep(t.api, m.accessToken, 'identity')).status).toBe(200);
    expect((await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, lastName: 'Reyes' })).status).toBe(409);
    expect((await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, maritalStatus: 'Married' })).status).toBe(200);
  });

  it('a rejected member sees the reason in words, goes back to the step, resubmits, and is PENDING again', async () => {
    const m = await memberAt(t, 'bank');
    const res = await decide(officer, m.id, { status: 'REJECTED', reasonCode: 'ID_UNREADABLE' });
    expect(res.status).toBe(200);
    expect(res.body.member.infoState).toBe('IDENTITY_INFO');

    const seen = await kycOf(m.accessToken);
    expect(seen.infoState).toBe('IDENTITY_INFO');
    expect(seen.step).toBe(4);
    expect(seen.kyc).toMatchObject({
      status: 'REJECTED',
      statement: 'IDENTITY NOT VERIFIED',
      colour: 'danger',
      reasonCode: 'ID_UNREADABLE',
      reason: 'The photos of your ID could not be read. Please upload clear, well-lit photos of the front and back of your ID.',
      resubmitStep: 'IDENTITY_INFO',
      reviewedAt: expect.any(String),
    });
    const sms = await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`);
    expect(sms.body[0].body).toMatch(/IDENTITY NOT VERIFIED/);
    expect((await t.call('get', '/officer/members?kyc=REJECTED', { token: officer })).body.members.map((i: { id: string }) => i.id)).toContain(m.id);

    // Resubmit: new photos, then the ID step.
    expect((await upload(t, m.accessToken, 'ID_FRONT', await photo('png'))).status).toBe(201);
    expect((await upload(t, m.accessToken, 'ID_BACK', await photo('png'))).status).toBe(201);
    // The confirmed bank account is kept: the correction completes the wizard again.
    const again = await saveStep(t.api, m.accessToken, 'identity');
    expect(again.body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });
    const after = await kycOf(m.accessToken);
    expect(after.kyc).toMatchObject({ status: 'PENDING', reasonCode: null, reason: null, resubmitStep: null });
    expect(await auditCount('kyc.resubmit', m.id)).toBe(1);
    expect((await t.call('get', '/officer/members?kyc=PENDING', { token: officer })).body.members.map((i: { id: string }) => i.id)).toContain(m.id);
    expect((await decide(officer, m.id, { status: 'VERIFIED' })).body.kyc.status).toBe('VERIFIED');
  });

  it('a rejection for the address sends the member back to step 2; saving another step does not resubmit, the address does', async () => {
    const m = await memberAt(t, 'bank');
    await decide(officer, m.id, { status: 'REJECTED', reasonCode: 'INCOMPLETE_ADDRESS' });
    expect((await kycOf(m.accessToken)).infoState).toBe('ADDRESS_INFO');
    expect((await saveStep(t.api, m.accessToken, 'personal')).body.infoState).toBe('ADDRESS_INFO');
    expect((await kycOf(m.accessToken)).kyc.status).toBe('REJECTED');
    expect((await saveStep(t.api, m.accessToken, 'references')).status).toBe(409);
    expect((await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, streetAddress: 'Unit 5, 12 Ayala Avenue, Brgy. San Lorenzo' })).body.infoState).toBe(
      'INFO_COMPLETED',
    );
    expect((await kycOf(m.accessToken)).kyc.status).toBe('PENDING');
  });

  it('refuses bad decisions with clear messages', async () => {
    const m = await memberAt(t, 'identity');
    const noReason = await decide(officer, m.id, { status: 'REJECTED' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reasonCode.message).toMatch(/^Please choose a reason: ID_UNREADABLE/);
    const freeText = await decide(officer, m.id, { status: 'REJECTED', reasonCode: 'Looks fake to me' });
    expect(freeText.status).toBe(400);
    const badStatus = await decide(officer, m.id, { status: 'APPROVED' });
    expect(fieldTexts(badStatus.body)).toEqual({ status: 'Please choose VERIFIED or REJECTED.' });
    const reasonWithVerified = await decide(officer, m.id, { status: 'VERIFIED', reasonCode: 'ID_EXPIRED' });
    expect(fieldTexts(reasonWithVerified.body)).toEqual({ reasonCode: 'A reason is given only with REJECTED.' });
    const extra = await decide(officer, m.id, { status: 'VERIFIED', message: 'Pay 500 to unlock' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ message: { code: 'apiErrors.fieldNotAllowed', message: 'This field is not allowed.' } });

    const notSubmitted = await memberAt(t, 'references');
    const r = await decide(officer, notSubmitted.id, { status: 'VERIFIED' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: 'apiKyc.review.notSubmitted', message: 'This member has not submitted an ID yet.' });
    expect((await decide(officer, '00000000-0000-4000-8000-000000000000', { status: 'VERIFIED' })).status).toBe(404);
    expect((await kycOf(m.accessToken)).kyc.status).toBe('PENDING');
  });

  it('an officer cannot review their own account', async () => {
    const [officerRow] = await t.dataSource.query(`SELECT id FROM members WHERE phone_number = '+639000000001'`);
    const res = await decide(officer, officerRow.id, { status: 'VERIFIED' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'apiKyc.review.ownReview', message: 'You cannot review your own account.' });
  });
});

describe("in the officer's language", () => {
  const inFilipino = (req: ReturnType<TestApp['call']>) => req.set('Accept-Language', 'fil');

  it('the refusals of a decision, the queue filter and both lists of reasons are in Filipino when asked', async () => {
    const m = await memberAt(t, 'identity');
    const refused = await inFilipino(t.call('post', `/officer/members/${m.id}/kyc`, { token: officer })).send({ status: 'APPROVED', reasonCode: 'ID_EXPIRED' });
    expect(fieldTexts(refused.body)).toEqual({ status: text('fil', 'apiKyc.review.status') });
    const noReason = await inFilipino(t.call('post', `/officer/members/${m.id}/kyc`, { token: officer })).send({ status: 'REJECTED' });
    expect(noReason.body.errors.reasonCode.message).toMatch(/^Pumili ng dahilan: ID_UNREADABLE, /);
    const notSubmitted = await memberAt(t, 'references');
    const conflict = await inFilipino(t.call('post', `/officer/members/${notSubmitted.id}/kyc`, { token: officer })).send({ status: 'VERIFIED' });
    expect(conflict.body).toEqual({ code: 'apiKyc.review.notSubmitted', message: 'Hindi pa nagsusumite ng ID ang member na ito.' });
    const [officerRow] = await t.dataSource.query(`SELECT id FROM members WHERE phone_number = '+639000000001'`);
    const own = await inFilipino(t.call('post', `/officer/members/${officerRow.id}/kyc`, { token: officer })).send({ status: 'VERIFIED' });
    expect(own.body).toEqual({ code: 'apiKyc.review.ownReview', message: text('fil', 'apiKyc.review.ownReview') });
    const filter = await inFilipino(t.call('get', '/officer/members?kyc=DONE', { token: officer }));
    expect(fieldTexts(filter.body)).toEqual({ kyc: text('fil', 'apiKyc.review.kycFilter') });

    const kycReasons = (await inFilipino(t.call('get', '/officer/kyc-reasons', { token: officer }))).body.reasons;
    expect(kycReasons).toContainEqual({ code: 'ID_EXPIRED', message: text('fil', 'apiKyc.reason.ID_EXPIRED'), step: 'IDENTITY_INFO' });
    const loanReasons = (await inFilipino(t.call('get', '/officer/loan-reject-reasons', { token: officer }))).body.reasons;
    expect(loanReasons).toContainEqual({ code: 'LOW_INCOME', message: text('fil', 'apiLoanRejection.LOW_INCOME') });
    expect(loanReasons.find((r: { code: string }) => r.code === 'LOW_INCOME').message).not.toBe(text('en', 'apiLoanRejection.LOW_INCOME'));
  });
});

describe('OpenAPI', () => {
  it('documents every KYC endpoint, the multipart upload and the officer tag', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs-json')).body;
    const paths = doc.paths as Record<string, Record<string, { tags?: string[]; requestBody?: { content: Record<string, unknown> } }>>;
    for (const [path, method] of [
      ['/api/v2/member/kyc', 'get'],
      ['/api/v2/member/update/personal', 'patch'],
      ['/api/v2/member/update/address', 'patch'],
      ['/api/v2/member/update/references', 'patch'],
      ['/api/v2/member/update/identity', 'patch'],
      ['/api/v2/member/update/bank', 'patch'],
      ['/api/v2/member/documents', 'post'],
      ['/api/v2/member/documents/{id}', 'get'],
      ['/api/v2/member/bank/change/start', 'post'],
      ['/api/v2/member/bank/change/finish', 'post'],
      ['/api/v2/officer/members', 'get'],
      ['/api/v2/officer/members/{id}', 'get'],
      ['/api/v2/officer/members/{id}/kyc', 'post'],
      ['/api/v2/officer/documents/{id}', 'get'],
      ['/api/v2/officer/kyc-reasons', 'get'],
    ]) {
      expect({ path, method, documented: Boolean(paths[path]?.[method]) }).toEqual({ path, method, documented: true });
    }
    expect(Object.keys(paths['/api/v2/member/documents'].post.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(paths['/api/v2/officer/members/{id}/kyc'].post.tags).toEqual(['officer']);
    expect(doc.components.schemas.PersonalDto.properties.firstName).toMatchObject({ minLength: FIELD_RULES.firstName.minLength, maxLength: FIELD_RULES.firstName.maxLength });
    expect(doc.components.schemas.KycDecisionDto.properties.reasonCode.$ref).toBe('#/components/schemas/KycReasonCode');
    expect(doc.components.schemas.KycReasonCode.enum).toContain('SELFIE_MISMATCH');
  });
});
