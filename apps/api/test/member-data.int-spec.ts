// The member's data download: the account without its password hash, the consents with their
// versions and times, every loan, wallet movement, withdrawal, support request and message sent
// (codes masked); only one's own;
// the same as a PDF to read, in the request's language, a few an hour.
// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot import() it on demand).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { LEGAL_TERMS_VERSION } from '@halimbawa/domain';
import { officerToken, registerMember as registerWith, registrationBody } from '@halimbawa/testing';
import { PDFParse } from 'pdf-parse';
import { LoanJobsService } from '../src/modules/loans/loan-jobs.service';
import { latestCode, newPhone, registerMember } from './support/members';
import { appliedLoan, signedLoan, verifiedMember } from './support/loans';
import { createKycTestApp } from './support/kyc';
import type { TestApp } from './support/test-app';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await createKycTestApp();
  officer = await officerToken(t.api);
}, 120_000);
afterAll(() => t.close());

describe('GET /member/data', () => {
  it("holds the member's account, consents, loans, support requests and messages, and nothing secret", async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const ticket = await t.call('post', '/support', { token: m.accessToken }).send({ topic: 'LOAN', message: 'When will I hear back?' });
    expect(ticket.status).toBe(201);

    const res = await t.call('get', '/member/data', { token: m.accessToken });
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.member).toMatchObject({ id: m.id, phoneNumber: m.e164 });
    expect(data.member).not.toHaveProperty('passwordHash');
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['TERMS_AND_PRIVACY', 'CREDIT_BUREAU_REPORTING']);
    expect(data.consents[0]).toMatchObject({ version: expect.any(String), givenAt: expect.any(String) });
    expect(data.loans.map((l: { loanNumber: string }) => l.loanNumber)).toEqual([loanNumber]);
    expect(data.supportRequests).toEqual([expect.objectContaining({ reference: ticket.body.ticket.reference, messages: [expect.objectContaining({ body: 'When will I hear back?' })] })]);
    expect(data.notifications.length).toBeGreaterThan(0);
    // Codes are masked; no secret leaves.
    const text = JSON.stringify(data);
    const sent: { body: string }[] = await t.dataSource.query(`SELECT body FROM outbound_messages WHERE "to" = $1`, [m.e164]);
    const codes = sent.flatMap((x) => /\b([0-9]{6}) is your code/.exec(x.body)?.[1] ?? []);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(text).not.toContain(`${code} is your code`);
    expect(text).toContain('•••••• is your code');
    expect(text).not.toMatch(/argon2|accessToken|refreshToken/);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE actor_id = $1 AND action = 'member.data.export'`, [m.id]);
    expect(n).toBe(1);
  });
});

describe('the wallet and the withdrawals in the data download', () => {
  afterEach(() => t.clock.setOffsetSeconds(0));

  it("holds every movement of the wallet and every withdrawal, oldest first, in the JSON and the PDF", async () => {
    const m = await verifiedMember(t, officer);
    const token = { token: m.accessToken };
    const loanNumber = await signedLoan(t, m, officer);
    t.clock.setOffsetSeconds(11);
    await t.app.get(LoanJobsService).tick('disbursement');
    for (const key of ['one', 'two']) {
      expect((await t.call('post', `/loan/${loanNumber}/repay`, token).set('Idempotency-Key', `${key}-${loanNumber}`).send({ kind: 'AMOUNT', amount: '1,000' })).status).toBe(200);
    }
    const started = await t.call('post', '/withdrawals', token).set('Idempotency-Key', `w-${loanNumber}`).send({ amount: '5000' });
    expect(started.status).toBe(201);
    const withdrawal = started.body.withdrawal;
    expect((await t.call('post', `/withdrawals/${withdrawal.id}/confirm`, token).send({ code: await latestCode(t, m.e164) })).status).toBe(200);

    const data = (await t.call('get', '/member/data', token)).body;
    const history = (await t.call('get', '/wallet/history', token)).body.items;
    expect(data.wallet).toEqual([...history].reverse());
    expect(data.wallet.map((w: { kind: string }) => w.kind)).toEqual(['DISBURSEMENT', 'REPAYMENT', 'REPAYMENT', 'WITHDRAWAL_HOLD']);
    expect(data.withdrawals).toEqual([expect.objectContaining({ id: withdrawal.id, reference: withdrawal.reference, amount: 500_000, destination: expect.objectContaining({ accountNumberMasked: expect.any(String) }) })]);
    expect(JSON.stringify(data.withdrawals)).not.toContain('"accountNumber"');

    for (const [lang, heading] of [['en', 'Your withdrawals'], ['fil', 'Ang inyong mga withdrawal']]) {
      const text = await pdfText((await t.call('get', '/member/data/pdf', token).set('Accept-Language', lang).buffer(true)).body as Buffer);
      expect(text).toContain(heading);
      expect(text).toContain(withdrawal.reference);
      for (const w of data.wallet.filter((x: { receiptNumber: string | null }) => x.receiptNumber)) expect(text).toContain(w.receiptNumber);
    }
  });
});

const pdfText = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: pdf });
  return (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
};

describe('GET /member/data/pdf', () => {
  it("is a PDF of the member's own data in the request's language, with the loan and the consent's version; a few an hour", async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const pdf = (lang: string, token: string) => t.call('get', '/member/data/pdf', { token }).set('Accept-Language', lang).buffer(true);

    const en = await pdf('en', m.accessToken);
    expect([en.status, en.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((en.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(en.body as Buffer);
    expect(text).toContain('Your data');
    expect(text).toContain(`Loan ${loanNumber}`);
    expect(text).toContain(`version ${LEGAL_TERMS_VERSION}`);
    expect(text).toContain(m.e164);

    const fil = await pdfText((await pdf('fil', m.accessToken)).body as Buffer);
    expect(fil).toContain('Ang inyong datos');
    expect(fil).toContain(`bersiyon ${LEGAL_TERMS_VERSION}`);
    expect(fil).toContain(`Loan ${loanNumber}`);

    // Only one's own: another member's PDF holds none of it; no token, no PDF.
    const other = await registerMember(t);
    const theirs = await pdfText((await pdf('en', other.accessToken)).body as Buffer);
    expect(theirs).not.toContain(loanNumber);
    expect(theirs).toContain(other.e164);
    expect((await t.call('get', '/member/data/pdf')).status).toBe(401);

    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE actor_id = $1 AND action = 'member.data.export'`, [m.id]);
    expect(n).toBe(2);
    // Five an hour per member: the sixth waits.
    for (let i = 0; i < 3; i++) expect((await pdf('en', m.accessToken)).status).toBe(200);
    const limited = await t.call('get', '/member/data/pdf', { token: m.accessToken });
    expect([limited.status, limited.body.code]).toEqual([429, 'apiMemberData.pdfLimited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// Names are taken in the scripts the PDFs print, and copy out of the PDF as typed; a name in
// another script is refused with a code (docs/decisions/024).
describe('a name in the PDF', () => {
  it('copies out as it was typed in every script the rules take', async () => {
    for (const fullName of ['Nguyễn Thị Minh Khai', 'Santo Niño Dela Peña', 'Νίκος Παπαδόπουλος', 'Дмитрий Иванов', '王 小明', 'すずき タロー', 'ᜋᜇᜒᜌ ᜐᜈ᜔ᜆᜓᜐ᜔']) {
      const phone = await newPhone(t);
      const m = await registerWith(t.api, phone.national, { fullName });
      const pdf = await t.call('get', '/member/data/pdf', { token: m.accessToken }).buffer(true);
      expect([fullName, (await pdfText(pdf.body as Buffer)).includes(fullName)]).toEqual([fullName, true]);
    }
  });

  it('is never in a script the PDFs cannot print: the registration is refused with a code, in both languages', async () => {
    for (const fullName of ['สมชาย ใจดี', '김 민준']) {
      const phone = await newPhone(t);
      for (const lang of ['en', 'fil']) {
        const res = await t.call('post', '/authmember/register/start').set('Accept-Language', lang).send(registrationBody(phone.national, { fullName }));
        expect([res.status, res.body.errors?.fullName?.code]).toEqual([400, 'fieldProblem.script']);
        expect(res.body.errors.fullName.message).toContain(lang === 'en' ? 'Latin letters' : 'letrang Latin');
      }
    }
  });
});
