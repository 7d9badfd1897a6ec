// The member's data download: the account without its password hash, the consents with their
// versions and times, every loan, support request and message sent (codes masked); only one's own.
import { officerToken } from '@halimbawa/testing';
import { appliedLoan, verifiedMember } from './support/loans';
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
