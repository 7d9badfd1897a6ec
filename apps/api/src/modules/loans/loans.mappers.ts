import { daysBetween, dueDates, formatBps, formatCentavos, formatPercent, loanStatusEntry, manilaIsoDate, maskPhone, owedTotal, payoffAllocation, scheduleFigures, type Instalment, type PricedLoan, type ScheduleRow, type Language, withdrawalLimitsText } from '@halimbawa/domain';
import type { CompanySettings } from '../../config/app-config';
import { exactRate, normaliseRate } from '../currencies/rates.math';
import type { LoanOperationsSettings } from './loans.config';
import type { DisclosureDto, LoanBalanceDto, LoanDto, LoanQuoteDto, LoanScheduleRowDto, PrescreenDto, QuoteScheduleRowDto, StatusCardDto } from './dto/loan.dto';
import type { LoanEntity, LoanScheduleEntity } from './loan.entities';
import { cancellationOption, cancellationTerms, contractText, lateChargeTerms, approvalReason, rejectReason, scheduleRowStatus, type Prescreen } from './loan.rules';

const text = formatCentavos;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** numeric(20, 10) reads as '0.0172000000': shown as '0.0172'. */
export const rateOf = (loan: { exchangeRate: string }) => normaliseRate(loan.exchangeRate) ?? loan.exchangeRate;

export function statusCard(loan: Pick<LoanEntity, 'status' | 'closureReason'>, lang: Language, rows: readonly LoanScheduleEntity[]): StatusCardDto {
  const c = loanStatusEntry(loan.status, loan.closureReason, lang, rows.some((r) => r.overdueAt !== null));
  return { statement: c.statement, message: c.message, colour: c.colour, icon: c.icon };
}

function quoteRow(r: ScheduleRow): QuoteScheduleRowDto {
  return {
    number: r.number,
    principal: r.principal,
    interest: r.interest,
    total: r.total,
    principalText: text(r.principal),
    interestText: text(r.interest),
    totalText: text(r.total),
  };
}

export function toQuoteDto(currency: string, rate: string, p: PricedLoan): LoanQuoteDto {
  const q = p.quote;
  return {
    currency,
    exchangeRate: rate,
    exchangeRateText: exactRate(currency, rate),
    amount: p.amount,
    amountText: text(p.amount),
    amountPhp: p.amountPhp,
    amountPhpText: text(p.amountPhp),
    clamped: p.clamped,
    minAmount: p.minAmount,
    minAmountText: text(p.minAmount),
    maxAmount: p.maxAmount,
    maxAmountText: text(p.maxAmount),
    installmentCount: q.months,
    monthlyRateBps: q.monthlyRateBps,
    monthlyRateText: formatBps(q.monthlyRateBps),
    monthlyPrincipal: q.monthlyPrincipal,
    monthlyPrincipalText: text(q.monthlyPrincipal),
    monthlyInterest: q.monthlyInterest,
    monthlyInterestText: text(q.monthlyInterest),
    instalment: q.instalment,
    instalmentText: text(q.instalment),
    totalInterest: q.totalInterest,
    totalInterestText: text(q.totalInterest),
    totalRepay: q.totalRepay,
    totalRepayText: text(q.totalRepay),
    eirMonthly: q.eirMonthly,
    eirYearly: q.eirYearly,
    eirMonthlyText: formatPercent(q.eirMonthly),
    eirYearlyText: formatPercent(q.eirYearly),
    schedule: q.schedule.map(quoteRow),
  };
}

export interface LoanViewContext {
  now: Date;
  company: CompanySettings;
  ops: LoanOperationsSettings;
}

export function paidOf(rows: readonly LoanScheduleEntity[]): number {
  return rows.reduce((sum, r) => sum + r.paidPrincipal + r.paidInterest + r.paidLateCharge, 0);
}

/** The schedule rows of a disbursed loan as libs/domain's repayment rules read them. */
export function toInstalments(rows: readonly LoanScheduleEntity[]): Instalment[] {
  return rows.map((r) => ({
    number: r.number,
    dueDate: r.dueDate ?? '',
    principal: r.principal,
    interest: r.interest,
    lateCharge: r.lateCharge,
    paidPrincipal: r.paidPrincipal,
    paidInterest: r.paidInterest,
    paidLateCharge: r.paidLateCharge,
    rebatedInterest: r.rebatedInterest,
    paidParts: r.paidParts,
  }));
}

/** The statuses in which a loan takes payments (docs/product.md §4). */
export const REPAYABLE_STATUSES: readonly LoanEntity['status'][] = ['DISBURSED', 'OVERDUE', 'DEFAULTED'];

function balanceOf(loan: LoanEntity, rows: readonly LoanScheduleEntity[], now: Date): LoanBalanceDto {
  const running = REPAYABLE_STATUSES.includes(loan.status) && loan.disbursedAt !== null;
  const instalments = toInstalments([...rows].sort((a, b) => a.number - b.number));
  const next = running ? instalments.find((r) => owedTotal(r) > 0) : undefined;
  const remaining = running ? instalments.reduce((s, r) => s + owedTotal(r), 0) : 0;
  const lateChargesDue = instalments.reduce((s, r) => s + r.lateCharge - r.paidLateCharge, 0);
  const lateChargesWaived = rows.reduce((s, r) => s + r.waivedLateCharge, 0);
  const payoff = running && remaining > 0 ? payoffAllocation(instalments, manilaIsoDate(loan.disbursedAt!), manilaIsoDate(now)) : null;
  // Interest prepaid and given back at pay-off was paid and returned: it is not part of what the loan cost.
  const paidToDate = paidOf(rows) - loan.interestRefunded;
  const today = manilaIsoDate(now);
  return {
    nextDueDate: next?.dueDate ?? null,
    daysPastDue: next && next.dueDate < today ? daysBetween(next.dueDate, today) : 0,
    nextDueAmount: next ? owedTotal(next) : 0,
    nextDueAmountText: text(next ? owedTotal(next) : 0),
    paidToDate,
    paidToDateText: text(paidToDate),
    remaining,
    remainingText: text(remaining),
    lateChargesDue,
    lateChargesDueText: text(lateChargesDue),
    lateChargesWaived,
    lateChargesWaivedText: text(lateChargesWaived),
    payoffAmount: payoff?.total ?? 0,
    payoffAmountText: text(payoff?.total ?? 0),
    payoffRebate: payoff?.rebate ?? 0,
    payoffRebateText: text(payoff?.rebate ?? 0),
    repaidFromWallet: loan.repaidFromWallet,
    canRepay: running && remaining > 0,
  };
}

function scheduleRows(loan: LoanEntity, rows: readonly LoanScheduleEntity[], now: Date, estimatedFrom: Date | null): LoanScheduleRowDto[] {
  const sorted = [...rows].sort((a, b) => a.number - b.number);
  const estimates = estimatedFrom ? dueDates(estimatedFrom, loan.installmentCount).map(manilaIsoDate) : null;
  return sorted.map((r) => {
    const paid = r.paidPrincipal + r.paidInterest + r.paidLateCharge;
    const status = scheduleRowStatus(r, loan, now);
    const owed = status === 'CANCELLED' ? 0 : r.total + r.lateCharge - paid - r.rebatedInterest;
    return {
      ...quoteRow(r),
      dueDate: r.dueDate ?? (estimates ? estimates[r.number - 1] : null),
      paid,
      paidText: text(paid),
      lateCharge: r.lateCharge,
      lateChargeText: text(r.lateCharge),
      rebatedInterest: r.rebatedInterest,
      owed,
      owedText: text(owed),
      status,
    };
  });
}

/**
 * The figures of the schedule followed: the contract's, or after a signed extension or restructure
 * those of its version's rows (docs/decisions/021-restructured-schedules.md), so that the term, the
 * total and the remaining balance shown beside one another describe the same schedule.
 */
function termsInForce(loan: LoanEntity, rows: readonly LoanScheduleEntity[]) {
  if (loan.scheduleVersion === 1 || loan.disbursedAt === null) {
    return { count: loan.installmentCount, instalment: loan.instalment, totalInterest: loan.totalInterest, totalRepay: loan.totalRepay, eirMonthly: Number(loan.eirMonthly), eirYearly: Number(loan.eirYearly) };
  }
  const f = scheduleFigures(toInstalments(rows), manilaIsoDate(loan.disbursedAt));
  // Once every row is paid no instalment is left to pay: the largest of the version is shown.
  const instalment = f.instalment || rows.reduce((m, r) => Math.max(m, r.total), 0);
  return { count: f.count, instalment, totalInterest: f.totalInterest, totalRepay: f.totalRepay, eirMonthly: f.eirMonthly, eirYearly: f.eirYearly };
}

/** The loan as its member (or an officer) reads it: the status, the refusal and the cancellation terms worded in `lang`; the term and total of the schedule followed. */
export function toLoanDto(loan: LoanEntity, rows: readonly LoanScheduleEntity[], ctx: LoanViewContext, lang: Language): LoanDto {
  const option = cancellationOption(loan, ctx.now, ctx.ops.coolingOffDays, paidOf(rows) > 0);
  const terms = termsInForce(loan, rows);
  return {
    loanNumber: loan.loanNumber,
    status: loan.status,
    statusCard: statusCard(loan, lang, rows),
    currency: loan.currency,
    exchangeRate: rateOf(loan),
    amount: loan.amount,
    amountText: text(loan.amount),
    amountPhp: loan.amountPhp,
    amountPhpText: text(loan.amountPhp),
    installmentCount: terms.count,
    monthlyRateBps: loan.monthlyRateBps,
    monthlyRateText: formatBps(loan.monthlyRateBps),
    instalment: terms.instalment,
    instalmentText: text(terms.instalment),
    totalInterest: terms.totalInterest,
    totalInterestText: text(terms.totalInterest),
    totalRepay: terms.totalRepay,
    totalRepayText: text(terms.totalRepay),
    eirMonthlyText: formatPercent(terms.eirMonthly),
    eirYearlyText: formatPercent(terms.eirYearly),
    appliedAt: loan.appliedAt.toISOString(),
    approvedAt: iso(loan.approvedAt),
    signedAt: iso(loan.signedAt),
    disbursedAt: iso(loan.disbursedAt),
    cancelledAt: iso(loan.cancelledAt),
    closedAt: iso(loan.closedAt),
    closureReason: loan.closureReason,
    appliedAmount: loan.appliedAmount,
    appliedAmountText: text(loan.appliedAmount),
    appliedAmountPhp: loan.appliedAmountPhp,
    appliedAmountPhpText: text(loan.appliedAmountPhp),
    approvalReasonCode: loan.approvalReasonCode,
    approvalReason: approvalReason(loan.approvalReasonCode, lang),
    rejectionReason: loan.rejectionReasonCode ? rejectReason(loan.rejectionReasonCode, lang) : null,
    rejectionReasonCode: loan.rejectionReasonCode,
    contractSha256: loan.contractSha256,
    creditProvider: ctx.company.name,
    schedule: scheduleRows(loan, rows, ctx.now, null),
    balance: balanceOf(loan, rows, ctx.now),
    canCancel: option !== null,
    cancellationTerms: cancellationTerms(ctx.ops.coolingOffDays, lang),
    coolingOffDays: ctx.ops.coolingOffDays,
  };
}

export function toPrescreenDto(p: Prescreen): PrescreenDto {
  return {
    age: p.age,
    ageInRange: p.ageInRange,
    kycStatus: p.kycStatus,
    dsr: p.dsr,
    dsrText: p.dsr === null ? null : formatPercent(p.dsr),
    monthlyNetIncome: p.monthlyNetIncome,
    monthlyNetIncomeText: text(p.monthlyNetIncome),
    instalment: p.instalment,
    instalmentText: text(p.instalment),
    computedAt: p.computedAt,
  };
}

/**
 * The Truth in Lending disclosure (docs/product.md §0.9): the figures, the schedule (due dates estimated from
 * `now` until the loan is disbursed), the terms and the contract text.
 */
export function toDisclosure(
  loan: LoanEntity,
  rows: readonly LoanScheduleEntity[],
  borrower: { fullName: string; phoneNumber: string },
  ctx: LoanViewContext,
  lang: Language,
): DisclosureDto {
  const estimated = loan.disbursedAt === null;
  const company = {
    name: ctx.company.name,
    address: ctx.company.address,
    secRegistrationNumber: ctx.company.secRegistrationNumber,
    certificateOfAuthorityNumber: ctx.company.secCertificateOfAuthorityNumber,
    bspRegistrationNumber: ctx.company.bspNumber,
  };
  const phoneNumberMasked = maskPhone(borrower.phoneNumber);
  const eirMonthly = Number(loan.eirMonthly);
  const eirYearly = Number(loan.eirYearly);
  return {
    loanNumber: loan.loanNumber,
    status: loan.status,
    currency: loan.currency,
    exchangeRate: rateOf(loan),
    exchangeRateText: exactRate(loan.currency, rateOf(loan)),
    amount: loan.amount,
    amountText: text(loan.amount),
    amountFinanced: loan.amountPhp,
    amountFinancedText: text(loan.amountPhp),
    appliedAmount: loan.appliedAmount,
    appliedAmountText: text(loan.appliedAmount),
    approvalReason: approvalReason(loan.approvalReasonCode, lang),
    financeCharge: loan.totalInterest,
    financeChargeText: text(loan.totalInterest),
    netProceeds: loan.amountPhp,
    netProceedsText: text(loan.amountPhp),
    instalment: loan.instalment,
    instalmentText: text(loan.instalment),
    numberOfPayments: loan.installmentCount,
    monthlyRateBps: loan.monthlyRateBps,
    monthlyRateText: formatBps(loan.monthlyRateBps),
    eirMonthly,
    eirYearly,
    eirMonthlyText: formatPercent(eirMonthly),
    eirYearlyText: formatPercent(eirYearly),
    totalRepay: loan.totalRepay,
    totalRepayText: text(loan.totalRepay),
    schedule: scheduleRows(loan, rows, ctx.now, estimated ? ctx.now : null),
    dueDatesEstimated: estimated,
    lateChargeTerms: lateChargeTerms(ctx.ops.lateChargeBpsPerMonth, ctx.ops.graceDays, lang),
    cancellationTerms: cancellationTerms(ctx.ops.coolingOffDays, lang),
    withdrawalLimits: withdrawalLimitsText(lang),
    company,
    borrower: { fullName: borrower.fullName, phoneNumberMasked },
    contractText: contractText({
      loanNumber: loan.loanNumber,
      company,
      borrower: { fullName: borrower.fullName, phoneNumberMasked },
      currency: loan.currency,
      amount: loan.amount,
      amountPhp: loan.amountPhp,
      exchangeRate: rateOf(loan),
      installmentCount: loan.installmentCount,
      monthlyRateBps: loan.monthlyRateBps,
      instalment: loan.instalment,
      totalInterest: loan.totalInterest,
      totalRepay: loan.totalRepay,
      eirMonthly,
      eirYearly,
      lateChargeBpsPerMonth: ctx.ops.lateChargeBpsPerMonth,
      graceDays: ctx.ops.graceDays,
      coolingOffDays: ctx.ops.coolingOffDays,
    }, lang),
    generatedAt: ctx.now.toISOString(),
  };
}
