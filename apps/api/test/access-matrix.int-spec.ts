// Who may call what: every operation of the OpenAPI document, called by five actors,
// judged against ONE table. An operation without a row (a new endpoint) fails the test, and so
// does a row without an operation, or a row whose rule the document's security contradicts.
import { randomUUID } from 'node:crypto';
import { ACTORS, pathOf, useOperationsSuite, type Actor } from './support/actors';
import { apiOperations as operations, type Method } from './support/openapi';
import { createTestApp } from './support/test-app';

/**
 * public: anyone, signed in or not. dev: anyone, and only outside production (the dev helpers).
 * signedIn: any valid session, acting on its own data. owner: only the member whose resource the
 * path names (others: 404, so nothing tells them it exists). ownerOrStaff: the owner, loan
 * officers and admins. staff: LOAN_OFFICER or ADMIN. admin: ADMIN only. compliance: COMPLIANCE
 * only (docs/aml.md), who in turn gets 403 on every staff and admin operation. channel: signed with a
 * payment channel's secret, whoever calls (401 without it). A deactivated officer has no session
 * left: 401 wherever a session is needed.
 */
type Rule = 'public' | 'dev' | 'channel' | 'generic' | 'signedIn' | 'owner' | 'ownerOrStaff' | 'staff' | 'admin' | 'compliance';

/** The table. A valid `body` where the ownership check comes after the body's validation. */
const ACCESS: Record<string, { rule: Rule; body?: Record<string, unknown> }> = {
  'POST /admin/close-of-business/run': { rule: 'admin' },
  'GET /admin/closed-periods': { rule: 'admin' },
  // A month that never ends: refused after the role check, so no test closes a shared database's books.
  'POST /admin/closed-periods': { rule: 'admin', body: { month: '2999-12' } },
  'GET /admin/currencies': { rule: 'admin' },
  'POST /admin/currencies': { rule: 'admin' },
  'POST /admin/rates': { rule: 'admin' },
  'PUT /admin/sms-templates/{code}': { rule: 'admin' },
  'GET /admin/provisioning': { rule: 'admin' },
  'POST /admin/provisioning': { rule: 'admin' },
  'GET /admin/settings': { rule: 'admin' },
  'GET /admin/holidays': { rule: 'admin' },
  'POST /admin/holidays': { rule: 'admin' },
  'DELETE /admin/holidays/{day}': { rule: 'admin' },
  'POST /admin/settings': { rule: 'admin' },
  'GET /admin/staff': { rule: 'admin' },
  'POST /admin/staff': { rule: 'admin' },
  'POST /admin/staff/{id}/deactivate': { rule: 'admin' },
  'POST /admin/staff/{id}/reset': { rule: 'admin' },
  'POST /admin/staff/{id}/roles': { rule: 'admin' },
  'POST /admin/webhooks': { rule: 'admin' },
  'GET /admin/webhooks': { rule: 'admin' },
  'POST /admin/webhooks/{id}/disable': { rule: 'admin' },
  'GET /admin/webhooks/{id}/deliveries': { rule: 'admin' },
  'POST /authmember/chpwd': { rule: 'signedIn' },
  'GET /compliance/cases': { rule: 'compliance' },
  'GET /compliance/cases/{id}': { rule: 'compliance' },
  'POST /compliance/cases/{id}/clear': { rule: 'compliance' },
  'POST /compliance/cases/{id}/confirm': { rule: 'compliance' },
  'POST /compliance/cases/{id}/confirm/check': { rule: 'compliance' },
  'GET /compliance/lists': { rule: 'compliance' },
  'POST /compliance/lists/un': { rule: 'compliance' },
  'POST /compliance/designations': { rule: 'compliance' },
  'GET /compliance/reports': { rule: 'compliance' },
  'GET /compliance/reports/export': { rule: 'compliance' },
  'GET /compliance/reports/{id}': { rule: 'compliance' },
  'POST /compliance/reports/{id}/file': { rule: 'compliance' },
  'POST /compliance/members/{memberId}/suspicious-reports': { rule: 'compliance' },
  'GET /compliance/members': { rule: 'compliance' },
  'GET /compliance/members/{memberId}': { rule: 'compliance' },
  'POST /authmember/login': { rule: 'public' },
  'POST /authmember/logout': { rule: 'signedIn' },
  'POST /authmember/recover/finish': { rule: 'public' },
  'POST /authmember/recover/start': { rule: 'public' },
  'POST /authmember/refresh': { rule: 'public' },
  'POST /authmember/register': { rule: 'public' },
  'POST /authmember/register/check': { rule: 'public' },
  'POST /authmember/register/start': { rule: 'public' },
  'GET /availablecurrency': { rule: 'public' },
  'POST /contact': { rule: 'public' },
  'GET /creditscore': { rule: 'signedIn' },
  'GET /dev/clock': { rule: 'dev' },
  'POST /dev/clock': { rule: 'dev' },
  'POST /dev/jobs/overdue': { rule: 'dev' },
  'POST /dev/jobs/run': { rule: 'dev' },
  'GET /dev/outbox': { rule: 'dev' },
  'POST /dev/payouts/run': { rule: 'dev' },
  'GET /health': { rule: 'public' },
  'GET /health/live': { rule: 'public' },
  'GET /health/ready': { rule: 'public' },
  'POST /loan/applynew': { rule: 'signedIn' },
  'GET /loan/offer': { rule: 'signedIn' },
  'POST /loan/reloan': { rule: 'signedIn' },
  'GET /loan/contracts': { rule: 'signedIn' },
  'GET /loan/current': { rule: 'signedIn' },
  'POST /loan/phonenumber': { rule: 'signedIn' },
  'POST /loan/quote': { rule: 'public' },
  'POST /loan/{loanNumber}/cancel': { rule: 'owner' },
  'GET /loan/{loanNumber}/contract.pdf': { rule: 'ownerOrStaff' },
  'GET /loan/{loanNumber}/disclosure': { rule: 'owner' },
  'GET /loan/{loanNumber}/statement.pdf': { rule: 'ownerOrStaff' },
  'GET /receipts/{receiptNumber}': { rule: 'ownerOrStaff' },
  'GET /receipts/{receiptNumber}/pdf': { rule: 'ownerOrStaff' },
  'GET /wallet/history': { rule: 'signedIn' },
  'GET /auto-debit': { rule: 'signedIn' },
  'POST /auto-debit': { rule: 'signedIn', body: { enabled: false } },
  'GET /loan/{loanNumber}/hardship': { rule: 'owner' },
  'POST /loan/{loanNumber}/hardship': { rule: 'owner', body: { kind: 'EXTENSION', reason: 'Checked by the access matrix.', proposedAmount: '5000' } },
  'GET /loan/{loanNumber}/schedule-versions': { rule: 'owner' },
  'POST /loan/{loanNumber}/schedule-versions/{version}/sign/start': { rule: 'owner' },
  'POST /loan/{loanNumber}/schedule-versions/{version}/sign/finish': { rule: 'owner', body: { code: '000000' } },
  'POST /loan/{loanNumber}/repay': { rule: 'owner', body: { kind: 'AMOUNT', amount: '100' } },
  'POST /loan/{loanNumber}/sign/finish': { rule: 'owner', body: { code: '000000' } },
  'POST /loan/{loanNumber}/sign/start': { rule: 'owner' },
  'GET /pay': { rule: 'signedIn' },
  'POST /pay/ewallet': { rule: 'signedIn', body: { channel: 'gcash', target: 'WALLET', amount: '100', returnUrl: 'http://127.0.0.1:3000/pay' } },
  'POST /channels/{channel}/notify': { rule: 'generic' },
  'POST /providers/xendit/payments': { rule: 'channel' },
  'POST /providers/xendit/payouts': { rule: 'channel' },
  'POST /dev/channels/pay': { rule: 'dev' },
  'POST /member/bank/change/finish': { rule: 'signedIn' },
  'POST /member/bank/change/start': { rule: 'signedIn' },
  'GET /member/dashboard': { rule: 'signedIn' },
  'POST /member/documents': { rule: 'signedIn' },
  'GET /member/documents/{id}': { rule: 'owner' },
  'POST /member/infostate': { rule: 'signedIn' },
  'GET /member/kyc': { rule: 'signedIn' },
  'PATCH /member/update/address': { rule: 'signedIn' },
  'PATCH /member/update/bank': { rule: 'signedIn' },
  'PATCH /member/update/identity': { rule: 'signedIn' },
  'PATCH /member/update/personal': { rule: 'signedIn' },
  'PATCH /member/update/references': { rule: 'signedIn' },
  'POST /misc/phonenumber': { rule: 'signedIn' },
  'GET /member/me': { rule: 'signedIn' },
  'GET /officer/close-of-business': { rule: 'staff' },
  'GET /officer/collections': { rule: 'staff' },
  'GET /officer/collections/{loanNumber}': { rule: 'staff' },
  'POST /officer/collections/{loanNumber}/contacts': { rule: 'staff' },
  'POST /officer/collections/{loanNumber}/promises': { rule: 'staff' },
  'POST /officer/collections/{loanNumber}/sms': { rule: 'staff' },
  'GET /officer/audit': { rule: 'staff' },
  'GET /member/data': { rule: 'signedIn' },
  'GET /member/data/pdf': { rule: 'signedIn' },
  'POST /member/close': { rule: 'signedIn', body: { password: 'Checked#2026' } },
  'GET /notifications': { rule: 'signedIn' },
  'GET /notifications/unread': { rule: 'signedIn' },
  'GET /officer/contact-messages': { rule: 'staff' },
  'GET /officer/documents/{id}': { rule: 'staff' },
  'GET /officer/four-eyes': { rule: 'staff' },
  'GET /officer/four-eyes/{id}': { rule: 'staff' },
  'POST /officer/four-eyes/{id}/approve': { rule: 'staff' },
  'POST /officer/four-eyes/{id}/reject': { rule: 'staff', body: { note: 'Checked by the access matrix.' } },
  'GET /officer/kyc-reasons': { rule: 'staff' },
  'GET /officer/loan-approval-reasons': { rule: 'staff' },
  'GET /officer/loan-reject-reasons': { rule: 'staff' },
  'GET /officer/loans': { rule: 'staff' },
  'GET /officer/hardship': { rule: 'staff' },
  'POST /officer/hardship/{id}/decide': { rule: 'staff', body: { decision: 'APPROVE' } },
  'GET /officer/hardship/{id}/preview': { rule: 'staff' },
  'POST /officer/loans/{loanNumber}/late-charge-waivers': { rule: 'staff', body: { instalment: '1', amount: '100', reason: 'Checked by the access matrix.' } },
  'GET /officer/loans/{loanNumber}': { rule: 'staff' },
  'POST /officer/loans/{loanNumber}/approve': { rule: 'staff' },
  'POST /officer/loans/{loanNumber}/reject': { rule: 'staff' },
  'GET /officer/loans/{loanNumber}/write-off': { rule: 'staff' },
  'POST /officer/loans/{loanNumber}/write-off': { rule: 'staff' },
  'GET /officer/provisioning/allowance': { rule: 'staff' },
  'GET /officer/members': { rule: 'staff' },
  'GET /officer/reconciliation': { rule: 'staff' },
  'GET /officer/reconciliation/unconfirmed-payments': { rule: 'staff' },
  'POST /officer/reconciliation': { rule: 'staff' },
  'GET /officer/reconciliation/{id}': { rule: 'staff' },
  'POST /officer/reconciliation/items/{id}/resolve': { rule: 'staff' },
  'GET /officer/reports/balance-sheet': { rule: 'staff' },
  'GET /officer/reports/charts': { rule: 'staff' },
  'POST /officer/reconciliation/unconfirmed-payments/{id}/resolve': { rule: 'staff' },
  'GET /officer/reports/credit-data': { rule: 'staff' },
  'GET /officer/reports/income-statement': { rule: 'staff' },
  'GET /officer/reports/loan-portfolio': { rule: 'staff' },
  'GET /officer/reports/flows': { rule: 'staff' },
  'GET /officer/reports/portfolio': { rule: 'staff' },
  'GET /officer/reports/suspense': { rule: 'staff' },
  'GET /officer/reports/trial-balance': { rule: 'staff' },
  'GET /officer/sms-templates': { rule: 'staff' },
  'GET /officer/queues': { rule: 'staff' },
  'GET /officer/search': { rule: 'staff' },
  'GET /officer/members/{id}': { rule: 'staff' },
  'GET /officer/members/{id}/sms': { rule: 'staff' },
  'GET /officer/members/{id}/wallet': { rule: 'staff' },
  'GET /officer/members/{id}/credit-score': { rule: 'staff' },
  'GET /officer/members/{id}/loans': { rule: 'staff' },
  'POST /officer/members/{id}/kyc': { rule: 'staff' },
  'POST /officer/payments': { rule: 'staff' },
  'GET /officer/payments': { rule: 'staff' },
  'GET /officer/suspense': { rule: 'staff' },
  'GET /officer/suspense/{id}': { rule: 'staff' },
  'POST /officer/suspense/{id}/assign': { rule: 'staff' },
  'POST /officer/payments/{id}/reverse': { rule: 'staff' },
  'GET /officer/withdrawals': { rule: 'staff' },
  'GET /officer/support': { rule: 'staff' },
  'GET /officer/support/{reference}': { rule: 'staff' },
  'POST /officer/support/{reference}/answer': { rule: 'staff', body: { message: 'Your next due date is on your dashboard.' } },
  'POST /officer/support/{reference}/close': { rule: 'staff' },
  'GET /rates': { rule: 'public' },
  'GET /site': { rule: 'public' },
  'GET /support': { rule: 'signedIn' },
  'POST /support': { rule: 'signedIn' },
  'GET /support/{reference}': { rule: 'owner' },
  'POST /support/{reference}/messages': { rule: 'owner', body: { message: 'Thank you.' } },
  'GET /wallet': { rule: 'signedIn' },
  'GET /withdrawals': { rule: 'signedIn' },
  'GET /withdrawals/quote': { rule: 'signedIn' },
  'POST /withdrawals': { rule: 'signedIn' },
  'GET /withdrawals/{id}': { rule: 'owner' },
  'POST /withdrawals/{id}/cancel': { rule: 'owner' },
  'POST /withdrawals/{id}/confirm': { rule: 'owner', body: { code: '000000' } },
  'POST /withdrawals/{id}/resend': { rule: 'owner' },
};

/** Only the denials the matrix expects; anything else (2xx, 400, 409, 422, 429) means the call got through. */
type Expected = 'through' | 401 | 403 | 404;

function expected(rule: Rule, actor: Actor): Expected {
  if (rule === 'public' || rule === 'dev') return 'through';
  // Only the channel holds its secret: no session signs its notifications.
  if (rule === 'channel') return 401;
  // The generic adapter's callback is there only when PAYMENTS_PROVIDER=generic; this suite runs the default, the fake Xendit.
  if (rule === 'generic') return 404;
  if (actor === 'anonymous' || actor === 'deactivatedOfficer') return 401;
  switch (rule) {
    case 'signedIn':
      return 'through';
    case 'owner':
      return actor === 'memberA' ? 'through' : 404;
    case 'ownerOrStaff':
      return actor === 'memberB' || actor === 'compliance' ? 404 : 'through';
    case 'staff':
      return actor === 'officer' || actor === 'admin' ? 'through' : 403;
    case 'admin':
      return actor === 'admin' ? 'through' : 403;
    case 'compliance':
      return actor === 'compliance' ? 'through' : 403;
  }
}

/** The dev helpers, which the OpenAPI document leaves out: named by the table alone. */
const DEV_OPERATIONS = Object.keys(ACCESS)
  .filter((name) => ACCESS[name].rule === 'dev')
  .map((name) => {
    const [method, path] = name.split(' ');
    return { name, method: method.toLowerCase() as Method, path };
  });

const suite = useOperationsSuite();

describe('the access-control matrix', () => {
  it('has exactly one row per operation of the OpenAPI document, which leaves the dev ones out', () => {
    const names = operations(suite.document).map((o) => o.name);
    expect(names.filter((name) => !(name in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((name) => !names.includes(name))).toEqual(DEV_OPERATIONS.map(({ name }) => name));
  });

  it('agrees with the security the document declares (a bearer token for every rule but public, dev and channel)', () => {
    const wrong = operations(suite.document)
      .filter(({ name }) => name in ACCESS)
      .filter(({ name, op }) => (op.security?.some((s) => 'bearer' in s) ?? false) === ['public', 'dev', 'channel', 'generic'].includes(ACCESS[name].rule))
      .map(({ name, op }) => `${name}: ${ACCESS[name].rule}, but the document says security ${JSON.stringify(op.security ?? null)}`);
    expect(wrong).toEqual([]);
  });

  it('answers every actor as the table says, on every operation', async () => {
    // Logging out ends the session, so those calls come last.
    const ops = operations(suite.document)
      .filter((o) => o.name in ACCESS)
      .sort((x, y) => Number(x.path.endsWith('/logout')) - Number(y.path.endsWith('/logout')));
    const broken: string[] = [];
    const byStatus: Record<string, number> = {};
    for (const { name, method, path } of ops) {
      const { rule, body = {} } = ACCESS[name];
      for (const actor of ACTORS) {
        const req = suite.t.call(method, pathOf(path, suite.actors.resources), { token: actor === 'anonymous' ? undefined : suite.actors.tokens[actor] }).set('Idempotency-Key', randomUUID());
        const res = method === 'get' ? await req : await req.send(body);
        const klass = `${String(res.status)[0]}xx`;
        byStatus[klass] = (byStatus[klass] ?? 0) + 1;
        const want = expected(rule, actor);
        const through = ![401, 403, 404].includes(res.status);
        const ok = res.status < 500 && (want === 'through' ? through : res.status === want);
        if (!ok) broken.push(`${name} as ${actor}: ${res.status} (expected ${want}) ${res.text.slice(0, 120)}`);
      }
    }
    console.log(`access matrix: ${ops.length} operations x ${ACTORS.length} actors = ${ops.length * ACTORS.length} requests; ${JSON.stringify(byStatus)}`);
    expect(broken).toEqual([]);
    // Some 800 requests one after another: minutes when other work keeps the cores busy.
  }, 900_000);

  it("has no 'dev' operation in production: each answers 404", async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), OTP_SECRET: 'q'.repeat(40), XENDIT_SECRET_KEY: 'xnd_production_test', XENDIT_CALLBACK_TOKEN: 't'.repeat(32), SMS_PROVIDERS: 'semaphore', SEMAPHORE_API_KEY: 'never-used' });
    try {
      expect(DEV_OPERATIONS.length).toBeGreaterThan(0);
      const answers = [];
      for (const { name, method, path } of DEV_OPERATIONS) answers.push([name, (await prod.call(method, path).send({})).status]);
      expect(answers).toEqual(DEV_OPERATIONS.map(({ name }) => [name, 404]));
    } finally {
      await prod.close();
    }
  });
});
