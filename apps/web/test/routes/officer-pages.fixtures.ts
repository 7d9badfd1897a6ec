// Bodies the console's lists and a member's picture answer, for the route tests of
// officer-pages.test.ts: realistic, typed by the contract, each overridable.
import type { ResponseOf } from '~/lib/api/contract';
import { memberDto } from './harness';
import { BORROWER_ID, officerLoanDto } from './console.fixtures';

type Detail = ResponseOf<'/officer/members/{id}', 'get'>;
type Kyc = NonNullable<Detail['kyc']>;
type Withdrawal = ResponseOf<'/officer/withdrawals', 'get'>['withdrawals'][number];
type LoanRow = ResponseOf<'/officer/loans', 'get'>['loans'][number];
type MemberRow = ResponseOf<'/officer/members', 'get'>['members'][number];
type Ticket = ResponseOf<'/officer/support/{reference}', 'get'>;
type Run = ResponseOf<'/officer/reconciliation', 'get'>['runs'][number];
type Item = ResponseOf<'/officer/reconciliation/{id}', 'get'>['items'][number];
type AuditEvent = ResponseOf<'/officer/audit', 'get'>['events'][number];

export const BORROWER_PHONE = '+639171234567';
export const DOCUMENT_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const RUN_ID = '0d9a7c55-0000-4000-8000-0000000000e1';
export const ITEM_ID = '0d9a7c55-0000-4000-8000-0000000000e2';
export const MATCHED_ITEM_ID = '0d9a7c55-0000-4000-8000-0000000000e3';

export function kycReviewDto(overrides: Partial<Kyc> = {}): Kyc {
  return {
    status: 'PENDING',
    statement: 'Under review',
    message: 'We are checking your ID.',
    colour: 'info',
    icon: 'PersonSearch',
    reasonCode: null,
    reason: null,
    resubmitStep: null,
    submittedAt: '2026-11-27T02:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    ...overrides,
  };
}

export function memberDetailDto(overrides: Partial<Detail> = {}): Detail {
  return {
    personal: {
      gender: 'Male',
      firstName: 'Juan',
      middleName: null,
      lastName: 'dela Cruz',
      birthDate: '1992-03-14',
      birthDay: '14',
      birthMonth: '3',
      birthYear: '1992',
      maritalStatus: 'Single',
      nationality: 'Filipino',
      isAgree: true,
    },
    address: { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati', streetAddress: '12 Jupiter St.', postalCode: '1209' },
    references: { refFullName1: 'Ana dela Cruz', refRelationship1: 'Sister', refPhoneNumber1: '+639181112222', refFullName2: null, refRelationship2: null, refPhoneNumber2: null },
    identity: { identityType: 'UMID', otherIdentityType: null, identityNumber: '0111-2222333-4' },
    bank: { bankName: 'GCash', kind: 'ewallet', accountName: 'Juan dela Cruz', accountNumberMasked: '•••• 4567', confirmedAt: '2026-11-26T02:00:00.000Z', changedAt: null, withdrawalsAllowedFrom: null },
    member: memberDto({ id: BORROWER_ID, phoneNumber: BORROWER_PHONE }),
    documents: [
      {
        kind: 'ID_FRONT',
        id: DOCUMENT_ID,
        contentType: 'image/jpeg',
        size: 182_000,
        width: 1600,
        height: 1000,
        uploadedAt: '2026-11-26T02:00:00.000Z',
        path: `/officer/documents/${DOCUMENT_ID}`,
        thumbnailPath: `/officer/documents/${DOCUMENT_ID}?size=thumb`,
        sha256: 'ab'.repeat(32),
      },
    ],
    kyc: kycReviewDto(),
    ...overrides,
  };
}

export function loanRowDto(overrides: Partial<LoanRow> = {}): LoanRow {
  const loan = officerLoanDto();
  return {
    loanNumber: loan.loanNumber,
    status: loan.status,
    memberId: BORROWER_ID,
    memberName: 'Juan dela Cruz',
    currency: 'PHP',
    amount: loan.amount,
    amountText: loan.amountText,
    amountPhp: loan.amountPhp,
    amountPhpText: loan.amountPhpText,
    installmentCount: loan.installmentCount,
    instalment: loan.instalment,
    instalmentText: loan.instalmentText,
    appliedAt: loan.appliedAt,
    prescreen: loan.prescreen,
    path: `/officer/loans/${loan.loanNumber}`,
    ...overrides,
  };
}

export function withdrawalRowDto(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '0d9a7c55-0000-4000-8000-0000000000f7',
    withdrawalNumber: 'WD-2026-000042',
    reference: 'WD7Q2K9X',
    status: 'COMPLETED',
    card: { statement: 'Sent', message: 'The money is in your account.', colour: 'success', icon: 'CheckCircleOutline' },
    currency: 'PHP',
    amount: 100_000,
    amountText: '1,000.00',
    fee: 1_500,
    feeText: '15.00',
    total: 101_500,
    totalText: '1,015.00',
    exchangeRate: '1',
    destination: { bankName: 'GCash', bankKind: 'ewallet', accountName: 'Juan dela Cruz', accountNumberMasked: '•••• 4567' },
    rail: 'INSTAPAY',
    failureReason: null,
    payoutReference: 'IP-778812',
    codeTriesLeft: 3,
    expiresAt: '2026-11-27T02:10:00.000Z',
    createdAt: '2026-11-27T02:00:00.000Z',
    confirmedAt: '2026-11-27T02:01:00.000Z',
    completedAt: '2026-11-27T02:02:00.000Z',
    endedAt: '2026-11-27T02:02:00.000Z',
    arrivesOn: null,
    memberId: BORROWER_ID,
    payoutAttempts: 1,
    ...overrides,
  };
}

export function memberRowDto(overrides: Partial<MemberRow> = {}): MemberRow {
  return {
    id: BORROWER_ID,
    fullName: 'Juan dela Cruz',
    phoneNumber: BORROWER_PHONE,
    email: 'juan@example.ph',
    infoState: 'INFO_COMPLETED',
    kycStatus: 'PENDING',
    reasonCode: null,
    submittedAt: '2026-11-27T02:00:00.000Z',
    reviewedAt: null,
    path: `/officer/members/${BORROWER_ID}`,
    ...overrides,
  };
}

export function ticketDto(overrides: Partial<Ticket> = {}): Ticket {
  return {
    reference: 'SR-2026-000017',
    topic: 'PAYMENT',
    status: 'OPEN',
    createdAt: '2026-11-27T02:00:00.000Z',
    updatedAt: '2026-11-27T02:00:00.000Z',
    source: 'MEMBER',
    name: 'Juan dela Cruz',
    contact: BORROWER_PHONE,
    memberId: BORROWER_ID,
    firstAnswerSeconds: null,
    dueAt: null,
    pastDue: false,
    messages: [{ author: 'MEMBER', body: 'My GCash payment is not on my loan yet.', createdAt: '2026-11-27T02:00:00.000Z' }],
    ...overrides,
  };
}

export function runDto(overrides: Partial<Run> = {}): Run {
  return {
    id: RUN_ID,
    channel: 'gcash',
    filename: 'gcash-2026-11-27.csv',
    periodFrom: '2026-11-27',
    periodTo: '2026-11-27',
    fileRows: 3,
    uploadedBy: 'Maria Santos',
    createdAt: '2026-11-28T02:00:00.000Z',
    counts: { matched: 1, fileOnly: 1, productOnly: 0, amountsDiffering: 1, unresolved: 2 },
    ...overrides,
  };
}

export function itemDto(overrides: Partial<Item> = {}): Item {
  return { id: ITEM_ID, kind: 'FILE_ONLY', transactionId: 'GC-778812', fileAmount: 70_000, productAmount: null, resolvedBy: null, resolvedAt: null, note: null, ...overrides };
}

export function auditEventDto(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: '0d9a7c55-0000-4000-8000-0000000000d9',
    at: '2026-11-28T02:00:00.000Z',
    action: 'kyc.decided',
    actor: { id: '6f1c2b9e-0000-4000-8000-0000000000a1', fullName: 'Maria Santos', phoneNumber: '+639000000001', roles: ['LOAN_OFFICER'] },
    target: null,
    memberId: BORROWER_ID,
    memberName: 'Juan dela Cruz',
    loanNumber: null,
    before: { kycStatus: 'PENDING' },
    after: { kycStatus: 'VERIFIED' },
    details: {},
    ipAddress: '203.0.113.7',
    ...overrides,
  };
}
