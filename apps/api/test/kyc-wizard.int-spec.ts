import { MESSAGES } from '@halimbawa/domain';
import { ACTIVATION_STEPS, saveStep, uploadDocuments } from '@halimbawa/testing';
import { registerMember } from './support/members';
import { createKycTestApp, memberAt } from './support/kyc';
import type { TestApp } from './support/test-app';
import { fieldCodes, fieldTexts } from './support/refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createKycTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.setOffsetSeconds(0));

const infoState = async (token: string) => (await t.call('post', '/member/infostate', { token }).send({})).body.state;

describe('the five steps with good input', () => {
  it('moves PERSONAL_INFO -> ... -> INFO_COMPLETED, answering UPDATE_NEXT then INFO_COMPLETED', async () => {
    const m = await registerMember(t);
    expect(await infoState(m.accessToken)).toBe('PERSONAL_INFO');

    const expected = [
      ['personal', 'UPDATE_NEXT', 'ADDRESS_INFO'],
      ['address', 'UPDATE_NEXT', 'REFERENCES_INFO'],
      ['references', 'UPDATE_NEXT', 'IDENTITY_INFO'],
      ['identity', 'UPDATE_NEXT', 'BANK_INFO'],
      ['bank', 'INFO_COMPLETED', 'INFO_COMPLETED'],
    ] as const;
    for (const [step, state, next] of expected) {
      if (step === 'identity') await uploadDocuments(t.api, m.accessToken);
      const res = await saveStep(t.api, m.accessToken, step);
      expect({ step, status: res.status, body: res.body }).toEqual({ step, status: 200, body: { state, infoState: next } });
      expect(await infoState(m.accessToken)).toBe(next);
    }
  });

  it('stores every section and GET /member/kyc gives them back for the wizard, the account number masked', async () => {
    const m = await memberAt(t, 'bank');
    const res = await t.call('get', '/member/kyc', { token: m.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      infoState: 'INFO_COMPLETED',
      step: 6,
      personal: {
        gender: 'Female',
        firstName: 'Maria',
        middleName: 'Clara',
        lastName: 'Santos',
        birthDate: '1990-03-07',
        birthDay: '7',
        birthMonth: '3',
        birthYear: '1990',
        maritalStatus: 'Single',
        nationality: 'Filipino',
        isAgree: true,
      },
      address: { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati City', streetAddress: '#12 Ayala Avenue, Brgy. San Lorenzo', postalCode: '1226' },
      references: {
        refFullName1: 'Ana Reyes',
        refRelationship1: 'Sister',
        refPhoneNumber1: '+639181234567',
        refFullName2: null,
        refRelationship2: null,
        refPhoneNumber2: null,
      },
      identity: { identityType: 'Passport', otherIdentityType: null, identityNumber: 'P1234567A' },
      documents: expect.any(Array),
      bank: {
        bankName: 'BDO Unibank',
        kind: 'bank',
        accountName: 'Maria Santos',
        accountNumberMasked: '••••7890',
        confirmedAt: expect.stringMatching(/^\d{4}-/),
        changedAt: null,
        withdrawalsAllowedFrom: null,
      },
      kyc: {
        status: 'PENDING',
        statement: 'IDENTITY CHECK PENDING',
        message: 'A Loan Officer will review your ID and selfie.',
        colour: 'info',
        icon: 'PersonSearch',
        reasonCode: null,
        reason: null,
        resubmitStep: null,
        submittedAt: expect.stringMatching(/^\d{4}-/),
        reviewedAt: null,
      },
    });
    expect(res.body.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['ID_BACK', 'ID_FRONT', 'SELFIE']);
    for (const d of res.body.documents) {
      expect(d).toEqual({
        kind: d.kind,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        contentType: 'image/jpeg',
        size: expect.any(Number),
        width: 64,
        height: 48,
        uploadedAt: expect.stringMatching(/^\d{4}-/),
        path: `/member/documents/${d.id}`,
        thumbnailPath: `/member/documents/${d.id}?size=thumb`,
      });
    }
    expect(res.text).not.toContain('001234567890');
    const [row] = await t.dataSource.query('SELECT account_number, bank_kind, status FROM member_bank_accounts WHERE member_id = $1', [m.id]);
    expect(row).toEqual({ account_number: '001234567890', bank_kind: 'bank', status: 'ACTIVE' });
  });

  it('gives empty sections to a new member', async () => {
    const m = await registerMember(t);
    const res = await t.call('get', '/member/kyc', { token: m.accessToken });
    expect(res.body).toEqual({
      infoState: 'PERSONAL_INFO',
      step: 1,
      personal: null,
      address: null,
      references: null,
      identity: null,
      documents: [],
      bank: null,
      kyc: null,
    });
  });

  it('accepts JSON numbers and booleans, an optional second reference, Others with its name, and an e-wallet', async () => {
    const m = await registerMember(t);
    const personal = { ...ACTIVATION_STEPS.personal, middleName: '', birthDay: 7, birthMonth: 3, birthYear: 1990, isAgree: true };
    expect((await saveStep(t.api, m.accessToken, 'personal', personal)).status).toBe(200);
    expect((await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, postalCode: '' })).status).toBe(200);
    const refs = { ...ACTIVATION_STEPS.references, refFullName2: 'Jose Cruz', refRelationship2: 'Friend', refPhoneNumber2: '+639191234567' };
    expect((await saveStep(t.api, m.accessToken, 'references', refs)).status).toBe(200);
    await uploadDocuments(t.api, m.accessToken);
    const identity = { identityType: 'Others', otherIdentityType: 'Barangay ID', identityNumber: '2024-000123' };
    expect((await saveStep(t.api, m.accessToken, 'identity', identity)).status).toBe(200);
    const bank = { bankName: 'gcash', accountName: 'Maria Santos', accountNumber: '09171234567', confirmAccountNumber: '09171234567' };
    expect((await saveStep(t.api, m.accessToken, 'bank', bank)).body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });

    const res = await t.call('get', '/member/kyc', { token: m.accessToken });
    expect(res.body.personal.middleName).toBeNull();
    expect(res.body.address.postalCode).toBeNull();
    expect(res.body.references).toMatchObject({ refFullName2: 'Jose Cruz', refRelationship2: 'Friend', refPhoneNumber2: '+639191234567' });
    expect(res.body.identity).toEqual(identity);
    expect(res.body.bank).toMatchObject({ bankName: 'GCash', kind: 'ewallet', accountNumberMasked: '••••4567' });
  });
});

describe('bad input', () => {
  const bad = {
    personal: [
      ['gender', 'Other', MESSAGES.gender],
      ['firstName', 'J0', 'Your first name cannot contain digits.'],
      ['middleName', 'X1', 'Your middle name cannot contain digits.'],
      ['lastName', 'S@ntos', "Your last name cannot contain '@'."],
      ['birthDay', '32', MESSAGES.birthDate],
      ['birthMonth', '13', MESSAGES.birthDate],
      ['birthYear', '19x0', MESSAGES.birthDate],
      ['maritalStatus', 'Complicated', MESSAGES.maritalStatus],
      ['nationality', 'Martian', MESSAGES.nationality],
      ['isAgree', 'no', MESSAGES.isAgree],
    ],
    address: [
      ['countryResidence', 'XX', MESSAGES.countryResidence],
      ['province', 'M', 'The province needs at least 3 characters.'],
      ['town', '<b>Makati</b>', "The town or city cannot contain '<' or '>'."],
      ['streetAddress', 'abc', 'The street address needs at least 4 characters.'],
      ['postalCode', '1'.repeat(21), MESSAGES.postalCode],
    ],
    references: [
      ['refFullName1', 'Al', "Your reference's name needs at least 3 characters."],
      ['refRelationship1', '??', "The relationship cannot contain '?'."],
      ['refPhoneNumber1', '12ab', MESSAGES.phone],
    ],
    identity: [
      ['identityType', 'Library card', MESSAGES.identityType],
      ['identityNumber', '1234', MESSAGES.identityNumber],
    ],
    bank: [
      ['bankName', 'B!', MESSAGES.bankName],
      ['accountName', 'M', 'The account name needs at least 3 characters.'],
      ['accountNumber', '12', MESSAGES.accountNumber],
      ['confirmAccountNumber', '001234567899', MESSAGES.accountMismatch],
    ],
  } as const;

  let m: Awaited<ReturnType<typeof memberAt>>;
  beforeAll(async () => {
    m = await memberAt(t, 'bank');
  });

  for (const [step, cases] of Object.entries(bad) as [keyof typeof bad, readonly (readonly [string, string, string])[]][]) {
    it.each(cases)(`${step}: %s = %j gets its product message`, async (field, value, message) => {
      const body = { ...ACTIVATION_STEPS[step], [field]: value } as Record<string, unknown>;
      if (field === 'accountNumber') body.confirmAccountNumber = value;
      const res = await saveStep(t.api, m.accessToken, step, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(fieldTexts(res.body)[field]).toBe(message);
      if (field.startsWith('birth')) expect(fieldTexts(res.body)[field]).toBe(MESSAGES.birthDate);
    });
  }

  it('answers "Please complete your information!" with every missing field', async () => {
    const res = await saveStep(t.api, m.accessToken, 'personal', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please complete your information!');
    expect({ code: res.body.code, errors: fieldCodes(res.body) }).toEqual({
      code: 'form.incomplete',
      errors: {
        gender: 'field.gender',
        firstName: 'field.firstName',
        lastName: 'field.lastName',
        birthDay: 'field.birthDate',
        birthMonth: 'field.birthDate',
        birthYear: 'field.birthDate',
        maritalStatus: 'field.maritalStatus',
        nationality: 'field.nationality',
        isAgree: 'field.isAgree',
      },
    });
    for (const step of ['address', 'references', 'identity', 'bank'] as const) {
      const r = await saveStep(t.api, m.accessToken, step, {});
      expect({ step, status: r.status, message: r.body.message }).toEqual({ step, status: 400, message: 'Please complete your information!' });
    }
    const partial = await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, town: '   ' });
    expect({ message: partial.body.message, errors: fieldTexts(partial.body) }).toEqual({ message: 'Please complete your information!', errors: { town: MESSAGES.town } });
  });

  it('reports the first problem of several in the form order', async () => {
    const res = await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, lastName: 'X1', nationality: 'Martian' });
    const lastName = 'Your last name cannot contain digits.';
    expect({ message: res.body.message, errors: fieldTexts(res.body) }).toEqual({ message: lastName, errors: { lastName, nationality: MESSAGES.nationality } });
  });

  it('checks the age (18 to 80) on the Manila date of the settable clock', async () => {
    // 2008-03-07 turns 18 on 2026-03-07 in Manila, which starts at 2026-03-06T16:00Z.
    const body = { ...ACTIVATION_STEPS.personal, birthYear: '2008' };
    t.clock.setTo(new Date('2026-03-06T15:59:00Z'));
    const young = await saveStep(t.api, m.accessToken, 'personal', body);
    expect({ message: young.body.message, errors: fieldTexts(young.body) }).toEqual({ message: MESSAGES.birthDate, errors: { birthDay: MESSAGES.birthDate, birthMonth: MESSAGES.birthDate, birthYear: MESSAGES.birthDate } });
    t.clock.setTo(new Date('2026-03-06T16:00:00Z'));
    expect((await saveStep(t.api, m.accessToken, 'personal', body)).status).toBe(200);
    const old = await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, birthYear: '1940' });
    expect(old.body.message).toBe(MESSAGES.birthDate);
    const notReal = await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, birthDay: '30', birthMonth: '2' });
    expect(notReal.body.message).toBe(MESSAGES.birthDate);
  });

  it('refuses the member’s own number as a reference, and a half-filled second reference', async () => {
    const own = await saveStep(t.api, m.accessToken, 'references', { ...ACTIVATION_STEPS.references, refPhoneNumber1: m.national });
    expect({ message: own.body.message, errors: fieldTexts(own.body) }).toEqual({ message: MESSAGES.refOwnPhone, errors: { refPhoneNumber1: MESSAGES.refOwnPhone } });
    const half = await saveStep(t.api, m.accessToken, 'references', { ...ACTIVATION_STEPS.references, refFullName2: 'Jose Cruz' });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('Please complete your information!');
    expect(fieldTexts(half.body)).toEqual({ refRelationship2: MESSAGES.refIncomplete, refPhoneNumber2: MESSAGES.refIncomplete });
  });

  it('needs the name of an Others ID type, and e-wallet numbers of 11 digits starting 09', async () => {
    const others = await saveStep(t.api, m.accessToken, 'identity', { identityType: 'Others', identityNumber: 'AB1234567' });
    expect({ message: others.body.message, errors: fieldTexts(others.body) }).toEqual({ message: 'Please complete your information!', errors: { otherIdentityType: MESSAGES.otherIdentityType } });
    const maya = await saveStep(t.api, m.accessToken, 'bank', { ...ACTIVATION_STEPS.bank, bankName: 'Maya', accountNumber: '9171234567', confirmAccountNumber: '9171234567' });
    expect({ message: maya.body.message, errors: fieldTexts(maya.body) }).toEqual({ message: MESSAGES.ewalletNumber, errors: { accountNumber: MESSAGES.ewalletNumber } });
  });

  it('refuses unknown fields, like every form of the API', async () => {
    const res = await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, isAdmin: true });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ isAdmin: 'This field is not allowed.' });
  });
});

describe('going back and the order of the steps', () => {
  it('keeps the state when an earlier step is saved again, and stores the new values', async () => {
    const m = await memberAt(t, 'references');
    expect(await infoState(m.accessToken)).toBe('IDENTITY_INFO');
    const again = await saveStep(t.api, m.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, maritalStatus: 'Married' });
    expect(again.body).toEqual({ state: 'UPDATE_NEXT', infoState: 'IDENTITY_INFO' });
    expect(await infoState(m.accessToken)).toBe('IDENTITY_INFO');
    const address = await saveStep(t.api, m.accessToken, 'address', { ...ACTIVATION_STEPS.address, town: 'Quezon City' });
    expect(address.body.infoState).toBe('IDENTITY_INFO');
    const summary = await t.call('get', '/member/kyc', { token: m.accessToken });
    expect(summary.body.personal.maritalStatus).toBe('Married');
    expect(summary.body.address.town).toBe('Quezon City');
  });

  it('answers INFO_COMPLETED when a completed member saves an earlier step', async () => {
    const m = await memberAt(t, 'bank');
    expect((await saveStep(t.api, m.accessToken, 'address')).body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });
    expect((await saveStep(t.api, m.accessToken, 'bank')).body).toEqual({ state: 'INFO_COMPLETED', infoState: 'INFO_COMPLETED' });
  });

  it('refuses a step after the one the member is on', async () => {
    const m = await registerMember(t);
    const res = await saveStep(t.api, m.accessToken, 'address');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'apiKyc.earlierSteps', message: 'Please complete the earlier steps first.' });
    expect(await infoState(m.accessToken)).toBe('PERSONAL_INFO');
  });

  it('needs the three ID images before the ID step', async () => {
    const m = await memberAt(t, 'references');
    const none = await saveStep(t.api, m.accessToken, 'identity');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      code: 'form.incomplete',
      message: 'Please complete your information!',
      errors: {
        imageIdFront: { code: 'apiKyc.uploadIdFront', message: 'Please upload a photo of the front of your ID.' },
        imageIdBack: { code: 'apiKyc.uploadIdBack', message: 'Please upload a photo of the back of your ID.' },
        imageSelfie: { code: 'apiKyc.uploadSelfie', message: 'Please upload a selfie: a clear photo of your face.' },
      },
    });
    expect(await infoState(m.accessToken)).toBe('IDENTITY_INFO');
  });

  it('once the account is activated, the bank account changes only with an SMS code', async () => {
    const m = await memberAt(t, 'bank');
    const res = await saveStep(t.api, m.accessToken, 'bank', { ...ACTIVATION_STEPS.bank, accountNumber: '009999999999', confirmAccountNumber: '009999999999' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/SMS code/);
  });
});

describe('identity comes from the token (docs/product.md §0.1)', () => {
  it('refuses another member’s phone number in the body with 403, and accepts one’s own', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const res = await saveStep(t.api, b.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, phoneNumber: a.national });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'apiErrors.ownAccountOnly', message: 'You can only act on your own account.' });
    expect(await infoState(a.accessToken)).toBe('PERSONAL_INFO');
    expect(await infoState(b.accessToken)).toBe('PERSONAL_INFO');
    const own = await saveStep(t.api, b.accessToken, 'personal', { ...ACTIVATION_STEPS.personal, phoneNumber: b.e164 });
    expect(own.status).toBe(200);
    const aView = await t.call('get', '/member/kyc', { token: a.accessToken });
    expect(aView.body.personal).toBeNull();
  });

  it('needs a token', async () => {
    expect((await t.call('patch', '/member/update/personal').send(ACTIVATION_STEPS.personal)).status).toBe(401);
    expect((await t.call('get', '/member/kyc')).status).toBe(401);
  });
});
