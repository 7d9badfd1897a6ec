import { KYC_STATUSES, LOAN_STATUSES, WITHDRAWAL_STATUSES } from './enums';
import {
  KYC_STATUS_CATALOGUE,
  KYC_TRANSITIONS,
  LOAN_STATUS_CATALOGUE,
  LOAN_TRANSITIONS,
  STATUS_COLOURS,
  STATUS_ICONS,
  WITHDRAWAL_STATUS_CATALOGUE,
  WITHDRAWAL_TRANSITIONS,
  canTransitionKyc,
  canTransitionLoan,
  canTransitionWithdrawal,
  isLoanStatus,
  type StatusEntry,
} from './statuses';

const catalogues: [string, readonly string[], Record<string, StatusEntry>][] = [
  ['loan', LOAN_STATUSES, LOAN_STATUS_CATALOGUE],
  ['withdrawal', WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS_CATALOGUE],
  ['kyc', KYC_STATUSES, KYC_STATUS_CATALOGUE],
];

describe.each(catalogues)('%s status catalogue', (_, statuses, catalogue) => {
  it('covers exactly every status', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...statuses].sort());
  });

  it.each(statuses.map((s) => [s]))('%s has a statement, message, colour and icon from the lists', (s) => {
    const e = catalogue[s];
    expect(e.statement.trim().length).toBeGreaterThan(3);
    expect(e.statement).toBe(e.statement.toUpperCase());
    expect(e.message.trim().length).toBeGreaterThan(10);
    expect(STATUS_COLOURS).toContain(e.colour);
    expect(STATUS_ICONS).toContain(e.icon);
  });

  it('never asks the borrower to pay to release, unlock or withdraw money', () => {
    for (const s of statuses) {
      const text = `${catalogue[s].statement} ${catalogue[s].message}`.toLowerCase();
      expect([s, /\b(pay|deposit|send|transfer)\b[^.]*\b(release|unlock|withdraw|activate)/.test(text)]).toEqual([s, false]);
      expect([s, /\b(unlock|processing fee|release fee|tax|insurance fee|gcash us)\b/.test(text)]).toEqual([s, false]);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
  });
});

describe('catalogue details', () => {
  it('PENDING_REVIEW is exactly as docs/product.md §4', () => {
    expect(LOAN_STATUS_CATALOGUE.PENDING_REVIEW).toEqual({
      statement: 'LOAN APPLICATION IS PENDING REVIEW',
      message: 'Scheduled for evaluation by one of our loan officers. We send you an SMS with the decision; for questions, write to us from the Contact page.',
      colour: 'info',
      icon: 'PersonSearch',
    });
  });

  it('never sends a member to a Loan Officer they were not given', () => {
    for (const entry of Object.values(LOAN_STATUS_CATALOGUE)) expect(entry.message).not.toMatch(/designated|your Loan Officer/i);
  });

  it('shows Transferring... while a withdrawal is processing and success only when completed', () => {
    expect(WITHDRAWAL_STATUS_CATALOGUE.PROCESSING.statement).toBe('TRANSFERRING...');
    const success = WITHDRAWAL_STATUSES.filter((s) => WITHDRAWAL_STATUS_CATALOGUE[s].colour === 'success');
    expect(success).toEqual(['COMPLETED']);
    expect(WITHDRAWAL_STATUS_CATALOGUE.FAILED.colour).toBe('danger');
  });

  it('has the product icon list', () => {
    expect([...STATUS_ICONS].sort()).toEqual(
      ['PersonSearch', 'CheckCircleOutline', 'ErrorOutline', 'HighlightOff', 'Update', 'PauseCircleOutline', 'QueryBuilder', 'CurrencyExchange', 'LockReset', 'Block'].sort(),
    );
  });
});

describe('state machines', () => {
  it('transition tables cover every status and only name known statuses', () => {
    for (const [statuses, table] of [
      [LOAN_STATUSES, LOAN_TRANSITIONS],
      [WITHDRAWAL_STATUSES, WITHDRAWAL_TRANSITIONS],
      [KYC_STATUSES, KYC_TRANSITIONS],
    ] as [readonly string[], Record<string, readonly string[]>][]) {
      expect(Object.keys(table).sort()).toEqual([...statuses].sort());
      for (const targets of Object.values(table)) for (const t of targets) expect(statuses).toContain(t);
    }
  });

  it('allows the docs/product.md §4 paths and refuses the others', () => {
    expect(canTransitionLoan('PENDING_REVIEW', 'APPROVED')).toBe(true);
    expect(canTransitionLoan('APPROVED', 'CONTRACT_SIGNED')).toBe(true);
    expect(canTransitionLoan('CONTRACT_SIGNED', 'DISBURSED')).toBe(true);
    expect(canTransitionLoan('DISBURSED', 'PAID_OFF')).toBe(true);
    expect(canTransitionLoan('DISBURSED', 'CANCELLED')).toBe(false);
    expect(canTransitionLoan('REJECTED', 'APPROVED')).toBe(false);
    expect(canTransitionLoan('PENDING_REVIEW', 'DISBURSED')).toBe(false);
    expect(canTransitionWithdrawal('AWAITING_OTP', 'QUEUED')).toBe(true);
    expect(canTransitionWithdrawal('AWAITING_OTP', 'COMPLETED')).toBe(false);
    expect(canTransitionWithdrawal('PROCESSING', 'COMPLETED')).toBe(true);
    expect(canTransitionWithdrawal('COMPLETED', 'FAILED')).toBe(false);
    expect(canTransitionKyc('REJECTED', 'PENDING')).toBe(true);
    expect(canTransitionKyc('VERIFIED', 'REJECTED')).toBe(false);
    expect(isLoanStatus('APPROVED')).toBe(true);
    expect(isLoanStatus('approved')).toBe(false);
  });
});
