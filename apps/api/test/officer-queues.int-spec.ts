// The console's queue counts (GET /officer/queues): a loan to decide moves to the second-approval
// queue when an approval above the four-eyes amount waits; a support request counts until answered
// (hardship requests: test/hardship.int-spec.ts); members get 403.
import { appliedLoan, useLoansSuite, verifiedMember } from './support/loans';
import { freshIp, type TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => ({ t, officer } = suite));

const counts = async () => {
  const res = await t.call('get', '/officer/queues', { token: officer });
  expect(res.status).toBe(200);
  return res.body as Record<string, number>;
};

describe('GET /officer/queues', () => {
  it('counts a loan to decide, then the approval that waits for a second officer', async () => {
    const m = await verifiedMember(t, officer);
    const before = await counts();
    const loanNumber = await appliedLoan(t, m, { amount: '600,000', installmentCount: 36 });
    const applied = await counts();
    expect(applied).toMatchObject({ loansToDecide: before.loansToDecide + 1, awaitingSecondApproval: before.awaitingSecondApproval });
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).body.secondApproval).not.toBeNull();
    expect(await counts()).toMatchObject({ loansToDecide: before.loansToDecide, awaitingSecondApproval: before.awaitingSecondApproval + 1 });
    expect(Object.keys(before).sort()).toEqual(['awaitingSecondApproval', 'contactMessages', 'hardshipToDecide', 'kycToReview', 'loansToDecide', 'overdueLoans', 'paymentsInSuspense', 'payoutsFailedOrStuck', 'supportToAnswer']);
    expect((await t.call('get', '/officer/queues', { token: m.accessToken })).status).toBe(403);
  });

  it('counts a support request until staff answer it', async () => {
    const m = await verifiedMember(t, officer);
    const before = (await counts()).supportToAnswer;
    const opened = await t.call('post', '/support', { token: m.accessToken, ip: freshIp() }).send({ topic: 'COMPLAINT', message: 'Where is my receipt?' });
    expect(opened.status).toBe(201);
    expect((await counts()).supportToAnswer).toBe(before + 1);
    const answered = await t.call('post', `/officer/support/${opened.body.ticket.reference}/answer`, { token: officer }).send({ message: 'Sent again by SMS.' });
    expect(answered.status).toBe(201);
    expect((await counts()).supportToAnswer).toBe(before);
  });
});

describe('GET /officer/search', () => {
  const search = (q: string, token = officer) => t.call('get', `/officer/search?q=${encodeURIComponent(q)}`, { token });
  const found = async (q: string) => ((await search(q)).body.members as { id: string }[]).map((m) => m.id);
  /** Every member a search finds, page after page (bounded). */
  async function foundOnAnyPage(q: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const body: { members: { id: string }[]; nextCursor: string | null } = (await t.call('get', `/officer/search?q=${encodeURIComponent(q)}&limit=100${cursor ? `&cursor=${cursor}` : ''}`, { token: officer })).body;
      ids.push(...(body.members as { id: string }[]).map((m) => m.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    return ids;
  }

  it("finds a member by e-mail, phone, loan number and the wallet's payment reference, a page at a time", async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const pay = await t.call('get', '/pay', { token: m.accessToken });
    const [{ email }] = await t.dataSource.query(`SELECT email FROM members WHERE id = $1`, [m.id]);
    // Test members share one e-mail address (earlier test files made many): this one is among them.
    expect(await foundOnAnyPage(email.toUpperCase())).toContain(m.id);
    expect(await found(m.e164)).toEqual([m.id]);
    expect(await found(loanNumber.toLowerCase())).toEqual([m.id]);
    expect(await found(pay.body.wallet.reference)).toEqual([m.id]);
    const first = await t.call('get', '/officer/search?q=Juan&limit=1', { token: officer });
    expect(first.body.members).toHaveLength(1);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await t.call('get', `/officer/search?q=Juan&limit=1&cursor=${first.body.nextCursor}`, { token: officer });
    expect(second.body.members[0].id).not.toBe(first.body.members[0].id);
    const empty = await search('  ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.q.code).toBe('apiErrors.searchEmpty');
    expect((await search('Juan', m.accessToken)).status).toBe(403);
  });
});
