import fc from 'fast-check';
import {
  accrualsDue,
  addDays,
  daysPastDue,
  delinquencyBucket,
  interestEarnedThrough,
  interestSpreadThrough,
  lateChargesFallenDue,
  splitAgainstAccruals,
  type OpenAccruals,
} from './accrual';
import { dueDates, manilaIsoDate, quoteLoan } from './loan';
import { allocatePayment, applyAllocation, isOverdue, isSettled, lateChargeOn, owedTotal, payoffAllocation, type Allocation, type Instalment } from './repayment';

const GRACE_DAYS = 3;
const LATE_BPS = 100;

function schedule(principal: number, months: number, bps: number, disbursed: string): Instalment[] {
  const q = quoteLoan(principal, months, bps);
  const dates = dueDates(new Date(`${disbursed}T02:00:00Z`), months).map(manilaIsoDate);
  return q.schedule.map((r, i) => ({
    number: r.number,
    dueDate: dates[i],
    principal: r.principal,
    interest: r.interest,
    lateCharge: 0,
    paidPrincipal: 0,
    paidInterest: 0,
    paidLateCharge: 0,
    rebatedInterest: 0,
  }));
}

describe('interestSpreadThrough', () => {
  // PHP 150,000 over 6 months at 0.5 %: 750.00 of interest an instalment, the first over 31 days.
  const rows = schedule(15_000_000, 6, 50, '2026-01-15');

  it('earns nothing on the day of disbursement and an instalment whole on its due date', () => {
    expect(interestSpreadThrough(rows, '2026-01-15', '2026-01-15')).toBe(0);
    expect(interestSpreadThrough(rows, '2026-01-15', '2026-02-15')).toBe(75_000);
    expect(interestSpreadThrough(rows, '2026-01-15', '2026-07-15')).toBe(450_000);
    expect(interestSpreadThrough(rows, '2026-01-15', '2027-01-01')).toBe(450_000);
  });

  it('spreads an instalment evenly over its days, rounded down, the remainder on the due date', () => {
    const days = Array.from({ length: 32 }, (_, i) => interestSpreadThrough(rows, '2026-01-15', addDays('2026-01-15', i)));
    const daily = days.slice(1).map((v, i) => v - days[i]);
    expect(daily).toHaveLength(31);
    expect(daily.reduce((s, v) => s + v, 0)).toBe(75_000);
    // 75,000 / 31 = 2,419.35...: each day 2,419 or 2,420 centavos.
    expect(Math.min(...daily)).toBe(2_419);
    expect(Math.max(...daily)).toBe(2_420);
  });

  it('never earns more than a pay-off that day keeps', () => {
    const late = schedule(15_000_000, 6, 50, '2026-01-15');
    // In the last month the actuarial interest of the small balance left is below the even spread.
    const paidFive = late.map((r) => (r.number <= 5 ? { ...r, paidPrincipal: r.principal, paidInterest: r.interest } : r));
    const day = '2026-07-01';
    expect(interestEarnedThrough(paidFive, '2026-01-15', day)).toBeLessThanOrEqual(interestSpreadThrough(paidFive, '2026-01-15', day));
    const payoff = payoffAllocation(paidFive, '2026-01-15', day);
    expect(interestEarnedThrough(paidFive, '2026-01-15', day)).toBeLessThanOrEqual(5 * 75_000 + payoff.interest);
  });
});

describe('late charges and delinquency', () => {
  const rows = schedule(15_000_000, 6, 50, '2026-01-15');
  const charged = rows.map((r) => (r.number === 1 ? { ...r, lateCharge: 25_750 } : r));

  it('a late charge falls due from the end of its grace period', () => {
    expect(lateChargesFallenDue(charged, '2026-02-17', GRACE_DAYS)).toBe(0);
    expect(lateChargesFallenDue(charged, '2026-02-18', GRACE_DAYS)).toBe(25_750);
  });

  it('counts the days past due from the oldest unsettled instalment and buckets them', () => {
    expect(daysPastDue(rows, '2026-02-15')).toBe(0);
    expect(daysPastDue(rows, '2026-03-20')).toBe(33);
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(delinquencyBucket)).toEqual(['CURRENT', 'DPD_1_30', 'DPD_1_30', 'DPD_31_60', 'DPD_31_60', 'DPD_61_90', 'DPD_61_90', 'DPD_OVER_90']);
  });

  it('books a payment against what was accrued first', () => {
    expect(splitAgainstAccruals({ interest: 75_000, lateCharge: 10_000 }, { interest: 40_000, lateCharges: 25_750 })).toEqual({
      interestAccrued: 40_000,
      interestNow: 35_000,
      lateChargeAccrued: 10_000,
      lateChargeNow: 0,
    });
  });
});

/** The books of one loan's life, as the close of business and the repayments keep them. */
interface Books {
  accruedInterest: number;
  accruedLateCharges: number;
  /** Interest credited to income directly by a payment (paid before it accrued). */
  interestPaidAhead: number;
  lateChargesPaidAhead: number;
  interestPaid: number;
  lateChargesPaid: number;
  givenBack: number;
  open: OpenAccruals;
  lastAccrualDay: string | null;
}

describe('property: a loan life on accrual books', () => {
  it('accrued interest plus interest paid before it accrued is what the borrower paid; a pay-off gives back nothing accrued; accruals stop at the pay-off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 50_000_000 }),
        fc.constantFrom(3, 6, 12),
        fc.integer({ min: 0, max: 300 }),
        // Each instalment paid this many days from its due date (negative: early; large: late).
        fc.array(fc.integer({ min: -25, max: 75 }), { minLength: 12, maxLength: 12 }),
        // Extra payments: a day after the disbursement and a share (per mille) of what is owed.
        fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 600 })), { maxLength: 3 }),
        // The day of an early pay-off, as a share (per mille) of the term; 1000 or more: none.
        fc.integer({ min: 0, max: 1_400 }),
        (principal, months, bps, delays, extras, payoffPerMille) => {
          const disbursed = '2026-01-31';
          let rows = schedule(principal, months, bps, disbursed);
          const scheduledInterest = rows.reduce((s, r) => s + r.interest, 0);
          const lastDue = rows[rows.length - 1].dueDate;
          const payoffDay = payoffPerMille < 1_000 ? addDays(disbursed, Math.floor((payoffPerMille * months * 30) / 1_000)) : null;
          const books: Books = { accruedInterest: 0, accruedLateCharges: 0, interestPaidAhead: 0, lateChargesPaidAhead: 0, interestPaid: 0, lateChargesPaid: 0, givenBack: 0, open: { interest: 0, lateCharges: 0 }, lastAccrualDay: null };

          const close = (day: string) => {
            const due = accrualsDue(rows, disbursed, day, GRACE_DAYS, books.open);
            books.accruedInterest += due.interest;
            books.accruedLateCharges += due.lateCharge;
            books.open = { interest: books.open.interest + due.interest, lateCharges: books.open.lateCharges + due.lateCharge };
            if (due.interest + due.lateCharge > 0) books.lastAccrualDay = day;
          };
          const pay = (allocation: Allocation, day: string) => {
            // Inline catch-up: the loan is brought up to date through yesterday before the change.
            close(addDays(day, -1));
            const split = splitAgainstAccruals(allocation, books.open);
            books.open = { interest: books.open.interest - split.interestAccrued, lateCharges: books.open.lateCharges - split.lateChargeAccrued };
            books.interestPaidAhead += split.interestNow;
            books.lateChargesPaidAhead += split.lateChargeNow;
            books.interestPaid += allocation.interest;
            books.lateChargesPaid += allocation.lateCharge;
            books.givenBack += allocation.interestRefund;
            rows = applyAllocation(rows, allocation, day);
          };

          let paidOffOn: string | null = null;
          for (let day = disbursed; paidOffOn === null; day = addDays(day, 1)) {
            for (const r of rows) {
              if (!isSettled(r) && addDays(r.dueDate, delays[r.number - 1]) === day) {
                const owed = rows.filter((x) => x.number <= r.number).reduce((s, x) => s + owedTotal(x), 0);
                pay(allocatePayment(rows, owed), day);
              }
            }
            for (const [offset, perMille] of extras) {
              const owed = rows.reduce((s, r) => s + owedTotal(r), 0);
              const amount = Math.floor((owed * perMille) / 1_000);
              if (addDays(disbursed, offset) === day && amount > 0 && !rows.every(isSettled)) pay(allocatePayment(rows, amount), day);
            }
            if (day === payoffDay && !rows.every(isSettled)) pay(payoffAllocation(rows, disbursed, day), day);
            if (rows.every(isSettled)) {
              paidOffOn = day;
              break;
            }
            // The overdue check, then the close of the day.
            rows = rows.map((r) => (isOverdue(r, day, GRACE_DAYS) ? { ...r, lateCharge: lateChargeOn(r, day, LATE_BPS) } : r));
            close(day);
            if (day > addDays(lastDue, 200)) throw new Error('the loan never ended');
          }

          // What was accrued was paid: the receivables are clear once the loan is paid off.
          expect(books.open).toEqual({ interest: 0, lateCharges: 0 });
          // Every centavo of interest paid was either accrued before or booked as income when paid.
          expect(books.accruedInterest + books.interestPaidAhead).toBe(books.interestPaid);
          expect(books.accruedLateCharges + books.lateChargesPaidAhead).toBe(books.lateChargesPaid);
          // The interest given back at pay-off was never accrued: it comes out of what was paid ahead.
          expect(books.givenBack).toBeLessThanOrEqual(books.interestPaidAhead);
          expect(books.accruedInterest + books.givenBack).toBeLessThanOrEqual(books.interestPaid);
          // The income the loan leaves is what the borrower paid net, never above the schedule's interest.
          expect(books.accruedInterest + books.interestPaidAhead - books.givenBack).toBeLessThanOrEqual(scheduledInterest);
          // No accrual on or after the pay-off, nor on any later close.
          if (books.lastAccrualDay) expect(books.lastAccrualDay < paidOffOn!).toBe(true);
          for (const later of [paidOffOn!, addDays(paidOffOn!, 1), addDays(paidOffOn!, 400)]) {
            expect(accrualsDue(rows, disbursed, later, GRACE_DAYS, books.open)).toEqual({ interest: 0, lateCharge: 0 });
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
