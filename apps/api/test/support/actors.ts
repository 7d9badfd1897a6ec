import { disbursedLoan, officerToken } from '@halimbawa/testing';
import type { OpenAPIObject } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { createOfflineOpenApiDocument } from '../../src/openapi/offline-document';
import { createKycTestApp } from './kyc';
import { useLedgerInvariants } from './ledger-invariants';
import { verifiedMember } from './loans';
import { adminMember, registerMember, type Registered } from './members';
import type { TestApp } from './test-app';

export const ACTORS = ['anonymous', 'memberA', 'memberB', 'officer', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Member A's resources, which the path parameters name. */
export interface Resources {
  loanNumber: string;
  withdrawalId: string;
  documentId: string;
  memberId: string;
  /** An action waiting for a second check, made by someone who is none of the actors. */
  pendingActionId: string;
  /** A hardship request about member A's loan, waiting for a decision. */
  hardshipId: string;
}

export interface Actors {
  memberA: Registered;
  admin: Registered;
  tokens: Record<Exclude<Actor, 'anonymous'>, string>;
  resources: Resources;
}

/**
 * The cast of the access matrix and the fuzzer: member A with a disbursed loan, a withdrawal
 * awaiting its code and KYC photos; member B, just registered; the demo officer; an admin.
 * The app needs DISBURSE_DELAY_S=0 and document storage (createKycTestApp).
 */
export async function actorsWithResources(t: TestApp): Promise<Actors> {
  const officer = await officerToken(t.api);
  const [a, b, admin] = await Promise.all([verifiedMember(t, officer), registerMember(t), adminMember(t)]);
  const loanNumber = await disbursedLoan(t.api, a, officer);
  const withdrawal = await t.call('post', '/withdrawals', { token: a.accessToken }).set('Idempotency-Key', randomUUID()).send({ amount: '1000' });
  if (withdrawal.status !== 201) throw new Error(`withdrawal: ${withdrawal.status} ${withdrawal.text}`);
  const [doc] = await t.dataSource.query(`SELECT id FROM identity_documents WHERE member_id = $1 AND replaced_at IS NULL LIMIT 1`, [a.id]);
  // Approving it answers 409 (no module handles its kind); rejecting it checks it.
  const [action] = await t.dataSource.query(`INSERT INTO pending_actions (kind, subject_id, maker_id, made_at) VALUES ('access-matrix.check', $1, $2, now()) RETURNING id`, [a.id, a.id]);
  const [hardship] = await t.dataSource.query(
    `INSERT INTO hardship_requests (loan_id, member_id, kind, reason, proposed_amount, due_date)
       SELECT id, member_id, 'EXTENSION', 'Made by the access matrix.', 100000, CURRENT_DATE + 30 FROM loans WHERE loan_number = $1 RETURNING id`,
    [loanNumber],
  );
  return {
    memberA: a,
    admin,
    tokens: { memberA: a.accessToken, memberB: b.accessToken, officer, admin: admin.adminToken },
    resources: { loanNumber, withdrawalId: withdrawal.body.withdrawal.id, documentId: doc.id, memberId: a.id, pendingActionId: action.id, hardshipId: hardship.id },
  };
}

/** The documented path with member A's resources in it: {id} is whatever the path's collection holds. */
export function pathOf(path: string, resources: Resources): string {
  return path
    .replace('{loanNumber}', resources.loanNumber)
    .replace('{channel}', 'gcash')
    .replace(/^\/withdrawals\/\{id\}/, `/withdrawals/${resources.withdrawalId}`)
    .replace(/^\/(member|officer)\/documents\/\{id\}/, `/$1/documents/${resources.documentId}`)
    .replace(/^\/officer\/members\/\{id\}/, `/officer/members/${resources.memberId}`)
    .replace(/^\/officer\/four-eyes\/\{id\}/, `/officer/four-eyes/${resources.pendingActionId}`)
    .replace(/^\/officer\/hardship\/\{id\}/, `/officer/hardship/${resources.hardshipId}`);
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
