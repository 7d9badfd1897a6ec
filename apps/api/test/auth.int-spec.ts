import { MESSAGES } from '@halimbawa/domain';
import { PASSWORD, registrationBody, signupCode } from '@halimbawa/testing';
import { login, newPhone, registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /authmember/register/check', () => {
  it('accepts a valid step 1 of a free number', async () => {
    const phone = await newPhone(t);
    const { phoneCountry, phoneNumber, email, fullName, password, confirmPassword, agreeTerms } = registrationBody(phone.national);
    const step1 = { phoneCountry, phoneNumber, email, fullName, password, confirmPassword, agreeTerms };
    const res = await t.call('post', '/authmember/register/check').send(step1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers every bad field at once with its product message', async () => {
    const res = await t
      .call('post', '/authmember/register/check')
      .send({ phoneNumber: '12ab', email: 'juan@', fullName: 'Jo', password: 'short', confirmPassword: 'other' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'form.checkFields',
      message: 'Please check the highlighted fields.',
      errors: {
        phoneNumber: { code: 'field.phone', message: 'Between 9 and 15 digits. Must start with a digit. Only numbers are permitted.' },
        email: { code: 'field.email', message: 'Invalid email format.' },
        fullName: { code: 'field.fullName', message: 'Please enter both your first and last name. Ensure the name is within a reasonable length.' },
        password: { code: 'field.password', message: 'Create a password with 8 to 24 characters, including upper and lower case, a number and a special character.' },
        confirmPassword: { code: 'field.passwordMismatch', message: 'Password confirmation mismatch.' },
        agreeTerms: { code: 'field.agreeTerms', message: 'Please tick the box to agree to the Terms and Conditions and the Privacy notice.' },
      },
    });
  });

  it('reports a confirmation mismatch', async () => {
    const phone = await newPhone(t);
    const res = await t
      .call('post', '/authmember/register/check')
      .send({ phoneNumber: phone.national, email: 'a@b.ph', fullName: 'Juan Dela Cruz', password: PASSWORD, confirmPassword: 'Secret#2027', agreeTerms: true });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ confirmPassword: 'Password confirmation mismatch.' });
  });

  it('passes a registered number like a new one (the form never tells which numbers have an account)', async () => {
    const m = await registerMember(t);
    const res = await t
      .call('post', '/authmember/register/check')
      .send({ phoneNumber: m.national, email: 'a@b.ph', fullName: 'Juan Dela Cruz', password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true });
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
  });
});

/** The registration body with the SIGNUP code the API sent for it. */
async function withCode(body: Record<string, unknown>) {
  return { ...body, code: await signupCode(t.api, body) };
}

describe('POST /authmember/register', () => {
  it('creates the account, signs the member in and never returns a hash', async () => {
    const phone = await newPhone(t);
    const res = await t.call('post', '/authmember/register').send(await withCode(registrationBody(`0${phone.national}`, { monthlyNetIncome: 35000 })));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'member', 'refreshToken']);
    expect(res.body.member).toEqual({
      id: expect.any(String),
      phoneNumber: phone.e164,
      email: 'juan.delacruz@example.com',
      fullName: 'Juan Dela Cruz',
      roles: ['MEMBER'],
      infoState: 'PERSONAL_INFO',
      employment: {
        workPlaceCountry: 'PH',
        workLocation: 'Makati City',
        jobTitle: 'Accountant',
        jobCategory: 'Accounting / Finance',
        monthlyNetIncome: '35000.00',
      },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      closedAt: null,
    });
    const [row] = await t.dataSource.query(
      'SELECT monthly_net_income, country_register, company_register, password_hash, ip_address FROM members WHERE phone_number = $1',
      [phone.e164],
    );
    expect(row).toMatchObject({ monthly_net_income: '3500000', country_register: 'PH', company_register: 'HLC' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.ip_address).toMatch(/^10\./);
    const [audit] = await t.dataSource.query(`SELECT action, ip_address FROM audit_events WHERE actor_id = $1`, [res.body.member.id]);
    expect(audit.action).toBe('member.registered');
  });

  it('accepts an E.164 phone number', async () => {
    const phone = await newPhone(t);
    const res = await t.call('post', '/authmember/register').send(await withCode(registrationBody(phone.e164, { phoneCountry: undefined })));
    expect(res.status).toBe(201);
    expect(res.body.member.phoneNumber).toBe(phone.e164);
  });

  it('refuses step 1 alone and creates nothing', async () => {
    const phone = await newPhone(t);
    const body = registrationBody(phone.national);
    const step1 = { phoneNumber: body.phoneNumber, email: body.email, fullName: body.fullName, password: body.password, confirmPassword: body.confirmPassword, agreeTerms: body.agreeTerms };
    const res = await t.call('post', '/authmember/register').send(step1);
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({
      workPlaceCountry: MESSAGES.workPlaceCountry,
      workLocation: MESSAGES.workLocation,
      jobTitle: MESSAGES.jobTitle,
      jobCategory: MESSAGES.jobCategory,
      monthlyNetIncome: MESSAGES.monthlyNetIncome,
      code: MESSAGES.code,
    });
    const rows = await t.dataSource.query('SELECT 1 FROM members WHERE phone_number = $1', [phone.e164]);
    expect(rows).toHaveLength(0);
  });

  it('refuses bad step 2 values', async () => {
    const phone = await newPhone(t);
    const res = await t
      .call('post', '/authmember/register')
      .send(registrationBody(phone.national, { jobCategory: 'Astronaut', workPlaceCountry: 'XX', monthlyNetIncome: '12', code: '123456' }));
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({
      jobCategory: 'Please choose your job category.',
      workPlaceCountry: 'Please choose your country employed at.',
      monthlyNetIncome: MESSAGES.monthlyNetIncome,
    });
  });

  it('answers a registered number, which was sent no code, as any number without one', async () => {
    const m = await registerMember(t);
    const res = await t.call('post', '/authmember/register').send(registrationBody(m.national, { code: '123456' }));
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ code: 'Please request a new code.' });
  });

  it('refuses fields it does not know (no roles from the body)', async () => {
    const phone = await newPhone(t);
    const res = await t.call('post', '/authmember/register').send(registrationBody(phone.national, { roles: ['ADMIN'], code: '123456' }));
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ roles: 'This field is not allowed.' });
  });
});

describe('POST /authmember/login', () => {
  it('signs in with the national number or E.164', async () => {
    const m = await registerMember(t);
    for (const phoneNumber of [m.national, m.e164, `0${m.national}`]) {
      const res = await login(t, phoneNumber, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.member.id).toBe(m.id);
      expect(typeof res.body.accessToken).toBe('string');
      expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers the same 401 for a wrong password and an unknown number', async () => {
    const m = await registerMember(t);
    const wrong = await login(t, m.national, 'Wrong#2026');
    const unknown = await login(t, (await newPhone(t)).national, PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'apiAuth.invalidLogin', message: 'Invalid phone number or password.' });
    }
  });

  it('asks for the fields', async () => {
    const res = await t.call('post', '/authmember/login').send({});
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ phoneNumber: MESSAGES.phone, password: 'Please enter your password.' });
  });

  it('signs in the seeded demo staff: two loan officers and two admins', async () => {
    const staff = [
      ['9000000001', 'Demo Loan Officer', 'LOAN_OFFICER', 'Officer#2026'],
      ['9000000002', 'Second Demo Loan Officer', 'LOAN_OFFICER', 'Officer#2026'],
      ['9000000003', 'Demo Admin', 'ADMIN', 'Admin#2026'],
      ['9000000004', 'Second Demo Admin', 'ADMIN', 'Admin#2026'],
    ];
    for (const [national, fullName, role, password] of staff) {
      const res = await login(t, national, password);
      expect(res.status).toBe(200);
      expect(res.body.member).toMatchObject({ fullName, roles: [role], phoneNumber: `+63${national}` });
    }
  });
});

describe('POST /authmember/refresh', () => {
  it('rotates the token; replaying an old one revokes the whole family', async () => {
    const m = await registerMember(t);
    const first = await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(first.body.refreshToken).not.toBe(m.refreshToken);

    const second = await t.call('post', '/authmember/refresh').send({ refreshToken: first.body.refreshToken });
    expect(second.status).toBe(200);

    // The first token again: someone kept a copy. The family dies, the newest token included.
    const replay = await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 'apiErrors.sessionEnded', message: 'Your login has expired.' });
    const newest = await t.call('post', '/authmember/refresh').send({ refreshToken: second.body.refreshToken });
    expect(newest.status).toBe(401);
  });

  it('leaves the member’s other sessions alone when one family is revoked', async () => {
    const m = await registerMember(t);
    const other = await login(t, m.national, PASSWORD);
    await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken });
    await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken });
    const res = await t.call('post', '/authmember/refresh').send({ refreshToken: other.body.refreshToken });
    expect(res.status).toBe(200);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: 'nope' })).status).toBe(401);
    const missing = await t.call('post', '/authmember/refresh').send({});
    expect(missing.status).toBe(400);
    expect(fieldTexts(missing.body)).toEqual({ refreshToken: 'Your login has expired.' });
  });

  it('refuses a token after 30 days', async () => {
    const m = await registerMember(t);
    t.clock.setOffsetSeconds(30 * 86_400 + 1);
    try {
      expect((await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken })).status).toBe(401);
    } finally {
      t.clock.setOffsetSeconds(0);
    }
  });
});

describe('POST /authmember/logout', () => {
  it('ends the session: its refresh token no longer works', async () => {
    const m = await registerMember(t);
    const res = await t.call('post', '/authmember/logout', { token: m.accessToken }).send({ refreshToken: m.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have signed out.' });
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken })).status).toBe(401);
  });

  it('without a body ends the access token’s own session', async () => {
    const m = await registerMember(t);
    const rotated = await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken });
    expect((await t.call('post', '/authmember/logout', { token: m.accessToken }).send({})).status).toBe(200);
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: rotated.body.refreshToken })).status).toBe(401);
  });

  it('needs a token', async () => {
    const res = await t.call('post', '/authmember/logout').send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'apiErrors.signIn', message: 'Please sign in.' });
  });

  it('cannot end another member’s session', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    await t.call('post', '/authmember/logout', { token: a.accessToken }).send({ refreshToken: b.refreshToken });
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: b.refreshToken })).status).toBe(200);
  });
});

describe('POST /authmember/chpwd', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const m = await registerMember(t);
    const other = await login(t, m.national, PASSWORD);
    const res = await t
      .call('post', '/authmember/chpwd', { token: m.accessToken })
      .send({ currentPassword: PASSWORD, password: 'Newpass#2026', confirmPassword: 'Newpass#2026' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password changed successfully.' });
    expect((await login(t, m.national, PASSWORD)).status).toBe(401);
    expect((await login(t, m.national, 'Newpass#2026')).status).toBe(200);
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: other.body.refreshToken })).status).toBe(401);
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken })).status).toBe(200);
  });

  it('checks the current password, the rule and the confirmation', async () => {
    const m = await registerMember(t);
    const wrong = await t
      .call('post', '/authmember/chpwd', { token: m.accessToken })
      .send({ currentPassword: 'Wrong#2026', password: 'Newpass#2026', confirmPassword: 'Newpass#2026' });
    expect(wrong.status).toBe(400);
    expect(fieldTexts(wrong.body)).toEqual({ currentPassword: 'Your current password is not correct.' });
    const weak = await t
      .call('post', '/authmember/chpwd', { token: m.accessToken })
      .send({ currentPassword: PASSWORD, password: 'weakpass', confirmPassword: 'different' });
    expect(weak.status).toBe(400);
    expect(fieldTexts(weak.body)).toEqual({ password: MESSAGES.password, confirmPassword: 'Password confirmation mismatch.' });
    expect((await login(t, m.national, PASSWORD)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.call('post', '/authmember/chpwd').send({})).status).toBe(401);
  });
});

describe('identity comes from the token (docs/product.md §0.1)', () => {
  it('POST /misc/phonenumber answers the token’s member', async () => {
    const m = await registerMember(t);
    const res = await t.call('post', '/misc/phonenumber', { token: m.accessToken }).send({});
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(m.id);
    expect(res.body.phoneNumber).toBe(m.e164);
  });

  it('accepts the member’s own phoneNumber in the body', async () => {
    const m = await registerMember(t);
    const res = await t.call('post', '/misc/phonenumber', { token: m.accessToken }).send({ phoneNumber: m.national });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(m.id);
  });

  it('refuses another member’s phoneNumber in the body with 403', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    for (const path of ['/misc/phonenumber', '/member/infostate', '/authmember/chpwd']) {
      const res = await t.call('post', path, { token: a.accessToken }).send({ phoneNumber: b.e164 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'apiErrors.ownAccountOnly', message: 'You can only act on your own account.' });
    }
  });

  it('POST /member/infostate gives the wizard state', async () => {
    const m = await registerMember(t);
    const res = await t.call('post', '/member/infostate', { token: m.accessToken }).send();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'PERSONAL_INFO' });
  });

  it('refuses a forged or expired access token, also after the genuine one was accepted', async () => {
    const m = await registerMember(t);
    // Accepted first: the instance now knows this token as verified (JwtAuthGuard).
    expect((await t.call('post', '/misc/phonenumber', { token: m.accessToken }).send()).status).toBe(200);
    const [h, p, signature] = m.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, roles: ['ADMIN'] })).toString('base64url')}.${signature}`;
    expect((await t.call('post', '/misc/phonenumber', { token: forged }).send()).status).toBe(401);
    const resigned = `${h}.${p}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.call('post', '/misc/phonenumber', { token: resigned }).send()).status).toBe(401);

    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL_S: '30' });
    try {
      const res = await shortLived.call('post', '/authmember/login').send({ phoneNumber: m.national, password: PASSWORD });
      expect((await shortLived.call('post', '/misc/phonenumber', { token: res.body.accessToken }).send()).status).toBe(200);
      const realNow = Date.now;
      Date.now = () => realNow() + 31_000;
      try {
        const expired = await shortLived.call('post', '/misc/phonenumber', { token: res.body.accessToken }).send();
        expect(expired.status).toBe(401);
        expect(expired.body).toEqual({ code: 'apiErrors.sessionEnded', message: 'Your login has expired.' });
      } finally {
        Date.now = realNow;
      }
    } finally {
      await shortLived.close();
    }
  });
});
