// Answers of the API for the wallet's route tests (wallet.test.ts), typed by the contract: the
// wallet, a running loan with its statement, the activation summary with its bank account, a
// withdrawal and a quote. Each builder takes overrides for what a test needs to differ.
import type { KycSummary, LoanView, WalletView, WithdrawalQuote, WithdrawalView } from '~/lib/api/types';
import type { StubApi } from './harness';

/** PHP centavos as the API writes them for display ('12,345.67'). */
export const pesos = (centavos: number) =>
  (centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function walletDto(overrides: Partial<WalletView> = {}): WalletView {
  const balance = overrides.balance ?? 1_500_000;
  const held = overrides.held ?? 0;
  return { currency: 'PHP', balance, balanceText: pesos(balance), held, heldText: pesos(held), ...overrides };
}

/** A disbursed loan that takes payments: its statement shows the Pay from wallet form. */
export function loanDto(overrides: Partial<LoanView> = {}): LoanView {
  return {
    loanNumber: 'HLC-2026-000123',
    status: 'DISBURSED',
    statusCard: { statement: 'Disbursed', message: 'Your loan is in your wallet.', colour: 'success', icon: 'CheckCircleOutline' },
    currency: 'PHP',
    exchangeRate: '1',
    amount: 3_000_000,
    amountText: '30,000.00',
    amountPhp: 3_000_000,
    amountPhpText: '30,000.00',
    installmentCount: 3,
    monthlyRateBps: 300,
    monthlyRateText: '3.00%',
    instalment: 1_090_000,
    instalmentText: '10,900.00',
    totalInterest: 270_000,
    totalInterestText: '2,700.00',
    totalRepay: 3_270_000,
    totalRepayText: '32,700.00',
    eirMonthlyText: '4.40%',
    eirYearlyText: '52.80%',
    appliedAt: '2026-11-02T02:00:00.000Z',
    approvedAt: '2026-11-03T02:00:00.000Z',
    signedAt: '2026-11-03T03:00:00.000Z',
    disbursedAt: '2026-11-03T04:00:00.000Z',
    cancelledAt: null,
    closedAt: null,
    closureReason: null,
    appliedAmount: 3_000_000,
    appliedAmountText: '30,000.00',
    appliedAmountPhp: 3_000_000,
    appliedAmountPhpText: '30,000.00',
    approvalReasonCode: null,
    approvalReason: null,
    rejectionReason: null,
    rejectionReasonCode: null,
    contractSha256: null,
    creditProvider: 'Halimbawa Lending Corp.',
    schedule: [1, 2, 3].map((number) => ({
      number,
      principal: 1_000_000,
      interest: 90_000,
      total: 1_090_000,
      principalText: '10,000.00',
      interestText: '900.00',
      totalText: '10,900.00',
      dueDate: ['2026-12-03', '2027-01-03', '2027-02-03'][number - 1],
      paid: 0,
      paidText: '0.00',
      lateCharge: 0,
      lateChargeText: '0.00',
      rebatedInterest: 0,
      owed: 1_090_000,
      owedText: '10,900.00',
      status: number === 1 ? 'DUE' : 'SCHEDULED',
    })),
    balance: {
      nextDueDate: '2026-12-03',
      daysPastDue: 0,
      nextDueAmount: 1_090_000,
      nextDueAmountText: '10,900.00',
      paidToDate: 0,
      paidToDateText: '0.00',
      remaining: 3_270_000,
      remainingText: '32,700.00',
      lateChargesDue: 0,
      lateChargesDueText: '0.00',
      lateChargesWaived: 0,
      lateChargesWaivedText: '0.00',
      payoffAmount: 3_050_000,
      payoffAmountText: '30,500.00',
      payoffRebate: 220_000,
      payoffRebateText: '2,200.00',
      repaidFromWallet: 0,
      canRepay: true,
    },
    canCancel: false,
    cancellationTerms: 'Within 7 days of signing, return the principal to cancel.',
    coolingOffDays: 7,
    ...overrides,
  };
}

/** An activated member's summary: the personal details (the legal name) and a confirmed bank account. */
export function kycDto(overrides: Partial<KycSummary> = {}): KycSummary {
  return {
    infoState: 'INFO_COMPLETED',
    step: 6,
    personal: {
      gender: 'Male',
      firstName: 'Juan',
      middleName: 'Santos',
      lastName: 'dela Cruz',
      birthDate: '1990-05-17',
      birthDay: '17',
      birthMonth: '05',
      birthYear: '1990',
      maritalStatus: 'Single',
      nationality: 'Filipino',
      isAgree: true,
    },
    address: null,
    references: null,
    identity: null,
    documents: [],
    bank: {
      bankName: 'BDO Unibank',
      kind: 'bank',
      accountName: 'Juan S. dela Cruz',
      accountNumberMasked: '123......',
      confirmedAt: '2026-11-01T03:00:00.000Z',
      changedAt: null,
      withdrawalsAllowedFrom: null,
    },
    kyc: null,
    ...overrides,
  };
}

export const WITHDRAWAL_ID = '0b7c6a52-1d3e-4f00-9a7b-000000000042';

export function withdrawalDto(overrides: Partial<WithdrawalView> = {}): WithdrawalView {
  return {
    id: WITHDRAWAL_ID,
    withdrawalNumber: '000000042',
    reference: 'HLC-000000042',
    status: 'AWAITING_OTP',
    card: { statement: 'Waiting for your code', message: 'Enter the code we sent by SMS.', colour: 'info', icon: 'QueryBuilder' },
    currency: 'PHP',
    amount: 1_000_000,
    amountText: '10,000.00',
    fee: 0,
    feeText: '0.00',
    total: 1_000_000,
    totalText: '10,000.00',
    exchangeRate: '1.00',
    destination: { bankName: 'BDO Unibank', bankKind: 'bank', accountName: 'Juan S. dela Cruz', accountNumberMasked: '123......' },
    rail: null,
    failureReason: null,
    payoutReference: null,
    codeTriesLeft: 5,
    expiresAt: '2026-11-29T02:15:00.000Z',
    createdAt: '2026-11-29T02:00:00.000Z',
    confirmedAt: null,
    completedAt: null,
    endedAt: null,
    arrivesOn: null,
    ...overrides,
  };
}

/** A quote of `amount` centavos (0: none typed), capped to the wallet's balance with the API's note. */
export function quoteDto(amount: number, balance = 1_500_000, note: string | null = null): WithdrawalQuote {
  const quoted = Math.min(amount, balance);
  return {
    currency: 'PHP',
    balance,
    amount: quoted,
    amountText: pesos(quoted),
    cap: balance,
    capText: pesos(balance),
    monthLeft: null,
    fee: 0,
    feeText: '0.00',
    exchangeRate: '1.00',
    total: quoted,
    totalText: pesos(quoted),
    note,
  };
}

/**
 * The calls every wallet page makes, answered for an activated member: the wallet, the latest loan
 * (or none), the activation summary and a quote of the amount asked (the balance caps it).
 */
export function walletApi(api: StubApi, opts: { wallet?: WalletView; loan?: LoanView | null; kyc?: KycSummary } = {}): void {
  const wallet = opts.wallet ?? walletDto();
  api.on('get', '/wallet', () => ({ body: wallet }));
  api.on('get', '/loan/current', () => ({ body: { loan: opts.loan === undefined ? loanDto() : opts.loan, signingCodeExpiresAt: null } }));
  api.on('get', '/member/kyc', () => ({ body: opts.kyc ?? kycDto() }));
  api.on('get', '/withdrawals/quote', (call) => {
    const amount = call.query.amount ? Math.round(Number(call.query.amount) * 100) : 0;
    return { body: quoteDto(amount, wallet.balance) };
  });
}
