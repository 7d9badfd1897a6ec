import { disbursedLoan, officerToken } from '@halimbawa/testing';
import type { OpenAPIObject } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { createOfflineOpenApiDocument } from '../../src/openapi/offline-document';
import { createKycTestApp } from './kyc';
import { useLedgerInvariants } from './ledger-invariants';
import { verifiedMember } from './loans';
import { adminMember, registerMember, staffMember, type Registered } from './members';
import type { TestApp } from './test-app';

export const ACTORS = ['anonymous', 'memberA', 'memberB', 'officer', 'admin', 'compliance', 'deactivatedOfficer'] as const;
export type Actor = (typeof ACTORS)[number];

/** Member A's resources, which the path parameters name. */
export interface Resources {
  loanNumber: string;
  withdrawalId: string;
  documentId: string;
  memberId: string;
  supportReference: string;
  /** An action waiting for a second check, made by someone who is none of the actors. */
  pendingActionId: string;
  /** A reconciliation run with no items, for the staff to read. */
  reconciliationRunId: string;
  /** A loan officer's account, there for the admin's staff operations to act on. */
  staffId: string;
  receiptNumber: string;
  /** A disabled webhook subscription (so that no event is ever queued for it). */
  webhookId: string;
  /** A hardship request about member A's loan, waiting for a decision. */
  hardshipId: string;
  /** A channel payment held in suspense (a reference that is not ours). */
  suspensePaymentId: string;
  /** A sanctions case about member A, already cleared (so that nothing of member A's is held). */
  sanctionsCaseId: string;
  amlReportId: string;
  holidayDay: string;
}

export interface Actors {
  memberA: Registered;
  admin: Registered;
  compliance: Registered;
  tokens: Record<Exclude<Actor, 'anonymous'>, string>;
  resources: Resources;
}

/**
 * The cast of the access matrix and the fuzzer: member A with a disbursed loan, its first
 * instalment paid from the wallet (a receipt), a withdrawal awaiting its code and KYC photos;
 * member B, just registered; the demo officer; an admin; a loan officer whom the admin
 * deactivated after they signed in.
 * The app needs DISBURSE_DELAY_S=0 and document storage (createKycTestApp).
 */
export async function actorsWithResources(t: TestApp): Promise<Actors> {
  const officer = await officerToken(t.api);
  const [a, b, admin, staff, deactivated, compliance] = await Promise.all([
    verifiedMember(t, officer),
    registerMember(t),
    adminMember(t),
    staffMember(t, 'LOAN_OFFICER'),
    staffMember(t, 'LOAN_OFFICER'),
    staffMember(t, 'COMPLIANCE'),
  ]);
  const end = await t.call('post', `/admin/staff/${deactivated.id}/deactivate`, { token: admin.adminToken });
  if (end.status !== 200) throw new Error(`deactivate: ${end.status} ${end.text}`);
  const loanNumber = await disbursedLoan(t.api, a, officer);
  const withdrawal = await t.call('post', '/withdrawals', { token: a.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '1000' });
  if (withdrawal.status !== 201) throw new Error(`withdrawal: ${withdrawal.status} ${withdrawal.text}`);
  const repaid = await t.call('post', `/loan/${loanNumber}/repay`, { token: a.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'NEXT' });
  if (repaid.status !== 200) throw new Error(`repay: ${repaid.status} ${repaid.text}`);
  const ticket = await t.call('post', '/support', { token: a.accessToken }).send({ topic: 'LOAN', message: 'When is my next due date?' });
  if (ticket.status !== 201) throw new Error(`support ticket: ${ticket.status} ${ticket.text}`);
  const [doc] = await t.dataSource.query(`SELECT id FROM identity_documents WHERE member_id = $1 AND replaced_at IS NULL LIMIT 1`, [a.id]);
  // Approving it answers 409 (no module handles its kind); rejecting it checks it.
  const [action] = await t.dataSource.query(`INSERT INTO pending_actions (kind, subject_id, maker_id, made_at) VALUES ('access-matrix.check', $1, $2, now()) RETURNING id`, [a.id, a.id]);
  const [run] = await t.dataSource.query(
    `INSERT INTO reconciliation_runs (channel, filename, period_from, period_to, file_rows, uploaded_by) VALUES ('GCASH', 'gcash.csv', '2026-01-01', '2026-01-01', 1, $1) RETURNING id`,
    [a.id],
  );
  const [webhook] = await t.dataSource.query(
    `INSERT INTO webhook_subscriptions (url, secret, event_types, active, created_by, disabled_at) VALUES ('http://127.0.0.1:9/', 'whsec_', '{kyc.decided}', false, $1, now()) RETURNING id`,
    [admin.id],
  );
  const [hardship] = await t.dataSource.query(
    `INSERT INTO hardship_requests (loan_id, member_id, kind, reason, proposed_amount, due_date)
       SELECT id, member_id, 'EXTENSION', 'Made by the access matrix.', 100000, CURRENT_DATE + 30 FROM loans WHERE loan_number = $1 RETURNING id`,
    [loanNumber],
  );
  const held = await t.call('post', '/dev/channels/pay').send({ channel: 'gcash', reference: 'ACCESS-MATRIX', amount: '100' });
  if (held.status !== 200) throw new Error(`suspense: ${held.status} ${held.text}`);
  const [suspense] = await t.dataSource.query(`SELECT id FROM channel_payments WHERE receipt_number = $1`, [held.body.receiptNumber]);
  const [sanctionsCase] = await t.dataSource.query(
    `INSERT INTO sanctions_cases (member_id, entry_id, member_fingerprint, trigger, score, matched_name, member_name, status, opened_at, decided_by, decided_at, decision_reason)
       SELECT $1, id, 'access-matrix', 'SIGNUP', 50, name, 'Member A', 'CLEARED', now(), $2, now(), 'Made by the access matrix.' FROM sanctions_entries WHERE removed_in IS NULL LIMIT 1
     RETURNING id`,
    [a.id, admin.id],
  );
  const [amlReport] = await t.dataSource.query(
    `INSERT INTO aml_reports (kind, member_id, occurred_on, due_on, reason_codes, narrative, drafted_by) VALUES ('STR', $1, CURRENT_DATE, CURRENT_DATE + 7, '{SI1}', 'Made by the access matrix.', $2) RETURNING id`,
    [a.id, compliance.id],
  );
  // A day of its own, far ahead, for the admin's removal to find.
  const holidayDay = new Date(Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 36_500) * 86_400_000).toISOString().slice(0, 10);
  await t.dataSource.query(`INSERT INTO aml_holidays (day, name) VALUES ($1, 'Access matrix') ON CONFLICT (day) DO NOTHING`, [holidayDay]);
  return {
    memberA: a,
    admin,
    compliance,
    tokens: { memberA: a.accessToken, memberB: b.accessToken, officer, admin: admin.adminToken, compliance: compliance.staffToken, deactivatedOfficer: deactivated.staffToken },
    resources: {
      loanNumber,
      withdrawalId: withdrawal.body.withdrawal.id,
      documentId: doc.id,
      memberId: a.id,
      pendingActionId: action.id,
      reconciliationRunId: run.id,
      staffId: staff.id,
      receiptNumber: repaid.body.repayment.receiptNumber,
      webhookId: webhook.id,
      supportReference: ticket.body.ticket.reference,
      hardshipId: hardship.id,
      suspensePaymentId: suspense.id,
      sanctionsCaseId: sanctionsCase.id,
      amlReportId: amlReport.id,
      holidayDay,
    },
  };
}

/** The documented path with member A's resources in it: {id} is whatever the path's collection holds. */
export function pathOf(path: string, resources: Resources): string {
  return path
    .replace('{loanNumber}', resources.loanNumber)
    .replace('{version}', '2')
    .replace('{channel}', 'gcash')
    .replace('{receiptNumber}', resources.receiptNumber)
    .replace(/^\/withdrawals\/\{id\}/, `/withdrawals/${resources.withdrawalId}`)
    .replace(/^\/(member|officer)\/documents\/\{id\}/, `/$1/documents/${resources.documentId}`)
    .replace(/^\/officer\/members\/\{id\}/, `/officer/members/${resources.memberId}`)
    .replace(/^\/officer\/four-eyes\/\{id\}/, `/officer/four-eyes/${resources.pendingActionId}`)
    .replace(/^\/officer\/reconciliation\/\{id\}/, `/officer/reconciliation/${resources.reconciliationRunId}`)
    .replace(/^\/admin\/staff\/\{id\}/, `/admin/staff/${resources.staffId}`)
    .replace(/^\/admin\/webhooks\/\{id\}/, `/admin/webhooks/${resources.webhookId}`)
    .replace(/^\/officer\/hardship\/\{id\}/, `/officer/hardship/${resources.hardshipId}`)
    .replace(/^\/officer\/suspense\/\{id\}/, `/officer/suspense/${resources.suspensePaymentId}`)
    .replace(/^\/compliance\/cases\/\{id\}/, `/compliance/cases/${resources.sanctionsCaseId}`)
    .replace(/^\/compliance\/reports\/\{id\}/, `/compliance/reports/${resources.amlReportId}`)
    .replace('{memberId}', resources.memberId)
    .replace('{day}', resources.holidayDay)
    .replace('{reference}', resources.supportReference);
}

export interface OperationsSuite {
  t: TestApp;
  document: OpenAPIObject;
  actors: Actors;
}

/**
 * For the suites that walk every operation (the access matrix, the fuzzer): the OpenAPI document,
 * one app and the cast; the ledger invariants are checked after each test.
 */
export function useOperationsSuite(): OperationsSuite {
  const suite = {} as OperationsSuite;
  beforeAll(async () => {
    suite.document = await createOfflineOpenApiDocument();
    suite.t = await createKycTestApp({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0' });
    suite.actors = await actorsWithResources(suite.t);
    // A loan taken to disbursement and a withdrawal: slow on a loaded machine.
  }, 180_000);
  afterAll(() => suite.t.close());
  useLedgerInvariants(() => suite.t?.dataSource);
  return suite;
}
