import { ApiClient, bearer, completeActivation, officerToken, outboxCode, registerMember } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createOpenApiDocument } from '../src/openapi/openapi-document';
import { ResponseContract, type ContractViolation } from './support/contract';
import { createKycTestApp } from './support/kyc';
import { newPhone } from './support/members';
import { freshIp, type TestApp } from './support/test-app';

// The journey replay (docs/api.md): a borrower's and an officer's whole journey through the
// generated client (@halimbawa/api-client, as `ApiClient.typed`), every answer checked against the
// OpenAPI document. The dev helpers (the SMS outbox, the job runners) are not in the document: they
// are called but not counted.
let t: TestApp;
let api: ApiClient;
const checked: string[] = [];
const violations: ContractViolation[] = [];

beforeAll(async () => {
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0' });
  const contract = new ResponseContract(createOpenApiDocument(t.app));
  api = new ApiClient({
    baseUrl: `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/v2`,
    headers: () => ({ 'X-Forwarded-For': freshIp() }),
    onAnswer: (method, path, answer) => {
      if (!contract.documents(method, path)) return;
      checked.push(`${method} ${path.split('?')[0]} ${answer.status}`);
      violations.push(...contract.check(method, path, answer.status, answer.text));
    },
  });
});
afterAll(() => t.close());

it("replays a borrower's and an officer's whole journey through the generated client with no answer outside the document", async () => {
  // The borrower registers and activates (the shared fixtures, through the same client).
  const phone = await newPhone(t);
  const member = await registerMember(api, phone.national);
  const me = bearer(member.accessToken);
  await completeActivation(api, member.accessToken);
  expect((await api.ok(api.typed.GET('/member/me', { headers: me }), 200)).id).toBe(member.id);

  // The officer finds the member and verifies their identity.
  const officer = bearer(await officerToken(api));
  const found = await api.ok(api.typed.GET('/officer/members', { params: { query: { q: phone.national } }, headers: officer }), 200);
  expect(found.members.map((m) => m.id)).toContain(member.id);
  await api.ok(api.typed.GET('/officer/members/{id}', { params: { path: { id: member.id } }, headers: officer }), 200);
  await api.ok(api.typed.POST('/officer/members/{id}/kyc', { params: { path: { id: member.id } }, headers: officer, body: { status: 'VERIFIED' } }), 200);

  // The borrower looks at a quote and applies.
  await api.ok(api.typed.GET('/availablecurrency'), 200);
  await api.ok(api.typed.POST('/loan/quote', { body: { amount: '150000', currency: 'PHP', installmentCount: 6 } }), 200);
  const applied = await api.ok(api.typed.POST('/loan/applynew', { headers: me, body: { amount: '150000', currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true } }), 201);
  const loan = { params: { path: { loanNumber: applied.loan.loanNumber } } };

  // The officer reviews and approves it.
  const pending = await api.ok(api.typed.GET('/officer/loans', { params: { query: { status: 'PENDING_REVIEW', q: applied.loan.loanNumber } }, headers: officer }), 200);
  expect(pending.loans.map((l) => l.loanNumber)).toEqual([applied.loan.loanNumber]);
  await api.ok(api.typed.GET('/officer/loans/{loanNumber}', { ...loan, headers: officer }), 200);
  await api.ok(api.typed.POST('/officer/loans/{loanNumber}/approve', { ...loan, headers: officer, body: {} }), 200);

  // The borrower reads the disclosure and signs with the SMS code; the loan is disbursed.
  await api.ok(api.typed.GET('/loan/{loanNumber}/disclosure', { ...loan, headers: me }), 200);
  await api.ok(api.typed.POST('/loan/{loanNumber}/sign/start', { ...loan, headers: me }), 202);
  await api.ok(api.typed.POST('/loan/{loanNumber}/sign/finish', { ...loan, headers: me, body: { code: await outboxCode(api, phone.e164) } }), 200);
  await api.call('POST', '/dev/jobs/run', { body: { job: 'disbursement' }, expect: 200 });
  const wallet = await api.ok(api.typed.GET('/wallet', { headers: me }), 200);
  expect(wallet.balance).toBe(15_000_000);
  const contracts = await api.ok(api.typed.GET('/loan/contracts', { headers: me }), 200);
  expect(JSON.stringify(contracts)).toContain(applied.loan.loanNumber);

  // The borrower withdraws part of it, confirmed by the SMS code; the payout job pays it.
  await api.ok(api.typed.GET('/withdrawals/quote', { params: { query: { amount: '10000' } }, headers: me }), 200);
  const key = { 'Idempotency-Key': randomUUID() };
  const created = await api.ok(api.typed.POST('/withdrawals', { params: { header: key }, headers: me, body: { amount: '10000' } }), 201);
  const withdrawal = { params: { path: { id: created.withdrawal.id } } };
  await api.ok(api.typed.POST('/withdrawals/{id}/confirm', { ...withdrawal, headers: me, body: { code: await outboxCode(api, phone.e164) } }), 200);
  await api.call('POST', '/dev/payouts/run', { body: {}, expect: 200 });
  expect((await api.ok(api.typed.GET('/withdrawals/{id}', { ...withdrawal, headers: me }), 200)).status).toBe('COMPLETED');
  await api.ok(api.typed.GET('/withdrawals', { headers: me }), 200);
  await api.ok(api.typed.GET('/officer/withdrawals', { params: { query: { q: phone.national } }, headers: officer }), 200);

  // The borrower repays the next instalment from the wallet (a retry answers the same payment).
  const repay = { params: { ...loan.params, header: { 'Idempotency-Key': randomUUID() } }, headers: me, body: { kind: 'NEXT' as const } };
  const paid = await api.ok(api.typed.POST('/loan/{loanNumber}/repay', repay), 200);
  expect((await api.ok(api.typed.POST('/loan/{loanNumber}/repay', repay), 200)).repayment.id).toBe(paid.repayment.id);
  await api.ok(api.typed.GET('/pay', { headers: me }), 200);
  await api.ok(api.typed.GET('/creditscore', { headers: me }), 200);
  await api.ok(api.typed.GET('/member/dashboard', { headers: me }), 200);

  const operations = new Set(checked.map((c) => c.split(' ').slice(0, 2).join(' ')));
  console.log(`journey replay: ${checked.length} calls on ${operations.size} operations checked against the OpenAPI document, ${violations.length} violations`);
  expect(violations).toEqual([]);
  expect(checked.length).toBeGreaterThan(30);
});
