import fc from 'fast-check';
import { dueDates, manilaIsoDate, quoteLoan } from './loan';
import {
  allocatePayment,
  applyAllocation,
  inReminderWindow,
  isOverdue,
  lateChargeOn,
  monthsLate,
  owedTotal,
  payoffAllocation,
  type Instalment,
} from './repayment';

/** The PHP 150,000 / 6-month loan of docs/product.md §7, disbursed 2026-01-15 (Manila). */
function schedule(principal = 15_000_000, months = 6, bps = 50, disbursed = '2026-01-15'): Instalment[] {
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

const paid = (r: Instalment): Instalment => ({ ...r, paidPrincipal: r.principal, paidInterest: r.interest, paidLateCharge: r.lateCharge });

describe('allocatePayment', () => {
  it('pays the next instalment whole: its interest and principal', () => {
    const a = allocatePayment(schedule(), 2_575_000);
    expect(a).toMatchObject({ total: 2_575_000, interest: 75_000, principal: 2_500_000, lateCharge: 0, rebate: 0 });
    expect(a.rows).toEqual([{ number: 1, lateCharge: 0, interest: 75_000, principal: 2_500_000, rebatedInterest: 0 }]);
  });

  it('takes the late charge first, then interest, then principal, instalment by instalment', () => {
    const rows = schedule();
    rows[0] = { ...rows[0], lateCharge: 25_750, paidInterest: 10_000 };
    const a = allocatePayment(rows, 25_750 + 65_000 + 2_500_000 + 80_000);
    expect(a.rows).toEqual([
      { number: 1, lateCharge: 25_750, interest: 65_000, principal: 2_500_000, rebatedInterest: 0 },
      { number: 2, lateCharge: 0, interest: 75_000, principal: 5_000, rebatedInterest: 0 },
    ]);
  });

  it('never takes more than is owed (the caller refuses the rest)', () => {
    const rows = schedule().map(paid);
    rows[5] = { ...rows[5], paidPrincipal: 0 };
    const a = allocatePayment(rows, 9_999_999);
    expect(a.total).toBe(2_500_000);
    expect(() => allocatePayment(rows, 0)).toThrow(RangeError);
  });
});

describe('payoffAllocation (docs/decisions/006-prepayment-rebate.md)', () => {
  it('the worked example: instalment 1 paid, pay-off on 2026-03-01 is PHP 126,059.77 with a rebate of PHP 2,690.23', () => {
    const rows = schedule();
    rows[0] = paid(rows[0]);
    const a = payoffAllocation(rows, '2026-01-15', '2026-03-01');
    expect(a.total).toBe(12_605_977);
    expect(a.principal).toBe(12_500_000);
    expect(a.interest).toBe(105_977);
    expect(a.rebate).toBe(269_023);
    // The earned interest goes to the earliest instalments: 2 whole, 3 in part; the rest is rebated.
    expect(a.rows.map((r) => [r.number, r.interest, r.rebatedInterest])).toEqual([
      [2, 75_000, 0],
      [3, 30_977, 44_023],
      [4, 0, 75_000],
      [5, 0, 75_000],
      [6, 0, 75_000],
    ]);
    // What is paid plus what is rebated is what the schedule still owed.
    expect(a.total + a.rebate).toBe(rows.reduce((s, r) => s + owedTotal(r), 0));
  });

  it('on its due date, instalment 1 paid: PHP 125,526.70, rebate PHP 3,223.30', () => {
    const rows = schedule();
    rows[0] = paid(rows[0]);
    const a = payoffAllocation(rows, '2026-01-15', '2026-02-15');
    expect([a.total, a.rebate]).toEqual([12_552_670, 322_330]);
  });

  it('on the day of disbursement is the principal: all the interest is rebated', () => {
    const a = payoffAllocation(schedule(), '2026-01-15', '2026-01-15');
    expect([a.total, a.principal, a.interest, a.rebate]).toEqual([15_000_000, 15_000_000, 0, 450_000]);
  });

  it('on the last due date nothing is rebated, and late charges are owed in full', () => {
    const rows = schedule();
    rows[1] = { ...rows[1], lateCharge: 25_750 };
    const a = payoffAllocation(rows, '2026-01-15', '2026-07-15');
    expect([a.total, a.rebate, a.lateCharge]).toEqual([15_450_000 + 25_750, 0, 25_750]);
  });
});

/** Pays `amount` on day `on` as a channel payment is allocated: oldest instalment first. */
const pay = (rows: Instalment[], amount: number, on: string) => applyAllocation(rows, allocatePayment(rows, amount), on);
const payOnDueDates = (rows: Instalment[], upTo: string) =>
  rows.filter((r) => r.dueDate <= upTo).reduce((acc, r) => pay(acc, r.principal + r.interest, r.dueDate), rows);

describe('payoffAllocation after prepayments: the actuarial balance of the actual cash flows', () => {
  // PHP 250,000 over 12 months, disbursed 2026-01-15; instalment 1 (PHP 22,083.34) paid on its due date.
  const loan = () => payOnDueDates(schedule(25_000_000, 12, 50), '2026-02-15');
  const today = '2026-02-19'; // day 4 of the second month

  it('PHP 75,000 prepaid on day 4 of month 2 and paid off the same day: the pay-off without it less PHP 75,000, to the centavo', () => {
    const without = payoffAllocation(loan(), '2026-01-15', today);
    const prepaid = pay(loan(), 7_500_000, today);
    const withPrepayment = payoffAllocation(prepaid, '2026-01-15', today);
    // The balance after instalment 1 grown by 4 days of the loan's rate: PHP 230,484.19.
    expect([without.total, without.principal, without.interest, without.rebate]).toEqual([23_048_419, 22_916_666, 131_753, 1_243_247]);
    expect(withPrepayment.total).toBe(23_048_419 - 7_500_000);
    // The prepayment booked PHP 5,000.00 of interest on instalments 2 to 5, none of it earned: the
    // pay-off gives back PHP 3,682.47 of it (paying less than the principal still owed) and forgives
    // the rest, so the borrower is rebated exactly what the pay-off without the prepayment rebates.
    expect(prepaid.reduce((s, r) => s + r.paidInterest, 0)).toBe(125_000 + 500_000);
    expect([withPrepayment.principal, withPrepayment.interest, withPrepayment.interestRefund]).toEqual([15_916_666, 0, 368_247]);
    expect(withPrepayment.rebate).toBe(without.rebate);
    expect(withPrepayment.total + withPrepayment.rebate).toBe(prepaid.reduce((s, r) => s + owedTotal(r), 0));
  });

  it('credits money paid early with the interest it earned until the pay-off', () => {
    // Instalment 2 paid whole on 2026-02-19, paid off a month later: the prepayment earned interest.
    const early = pay(loan(), 2_208_334, today);
    const onTime = pay(loan(), 2_208_334, '2026-03-15');
    const a = payoffAllocation(early, '2026-01-15', '2026-03-19');
    const b = payoffAllocation(onTime, '2026-01-15', '2026-03-19');
    expect(a.total).toBeLessThan(b.total);
    expect(a.interestRefund).toBe(0);
  });

  it('property: paying off never costs more than paying off the same day without the earlier prepayments, less what was prepaid', () => {
    const day = (from: string, n: number) => manilaIsoDate(new Date(Date.parse(`${from}T00:00:00+08:00`) + n * 86_400_000));
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 500_000_000 }),
        fc.constantFrom(6, 12, 24, 36),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 1_100 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1_100 }), fc.integer({ min: 1, max: 1_000 })), { maxLength: 5 }),
        (principal, months, bps, todayOffset, prepayments) => {
          const disbursed = '2026-01-31';
          const rows = schedule(principal, months, bps, disbursed);
          const today = day(disbursed, todayOffset % (months * 31));
          const regular = rows.filter((r) => r.dueDate <= today).map((r) => ({ on: r.dueDate, amount: r.principal + r.interest }));
          // Prepayments on days up to today, together at most half of what the schedule still owes after them.
          const room = rows.filter((r) => r.dueDate > today).reduce((s, r) => s + r.principal + r.interest, 0);
          const extra = prepayments
            .map(([offset, perMille]) => ({ on: day(disbursed, offset % (todayOffset % (months * 31) + 1)), amount: Math.floor((room * perMille) / 1_000 / 2 / prepayments.length) }))
            .filter((p) => p.amount > 0);
          const run = (payments: { on: string; amount: number }[]) =>
            [...payments].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0)).reduce((acc, p) => pay(acc, p.amount, p.on), rows);
          const without = payoffAllocation(run(regular), disbursed, today).total;
          const withPrepayments = payoffAllocation(run([...regular, ...extra]), disbursed, today).total;
          const prepaid = extra.reduce((s, p) => s + p.amount, 0);
          // Half of what the schedule owes can be more than the pay-off (a long loan paid off early):
          // then the prepayments paid it all, and nothing is left to pay.
          expect(withPrepayments).toBeLessThanOrEqual(Math.max(0, without - prepaid));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('overdue and late charges (docs/product.md §7)', () => {
  const row = schedule()[0]; // due 2026-02-15, PHP 25,750.00

  it('an unpaid instalment is overdue 3 days after its due date, a paid one never', () => {
    expect(isOverdue(row, '2026-02-17', 3)).toBe(false);
    expect(isOverdue(row, '2026-02-18', 3)).toBe(true);
    expect(isOverdue(paid(row), '2026-03-30', 3)).toBe(false);
  });

  it('counts the months started since the due date', () => {
    expect(monthsLate('2026-02-15', '2026-02-15')).toBe(0);
    expect(monthsLate('2026-02-15', '2026-02-18')).toBe(1);
    expect(monthsLate('2026-02-15', '2026-03-15')).toBe(1);
    expect(monthsLate('2026-02-15', '2026-03-16')).toBe(2);
    expect(monthsLate('2026-01-31', '2026-02-28')).toBe(1);
  });

  it('charges at most 1 % a month of the overdue amount', () => {
    expect(lateChargeOn(row, '2026-02-18', 100)).toBe(25_750);
    expect(lateChargeOn(row, '2026-03-16', 100)).toBe(51_500);
    // The cap follows the configuration, and a part payment does not take a charge back.
    expect(lateChargeOn(row, '2026-02-18', 50)).toBe(12_875);
    expect(lateChargeOn({ ...row, lateCharge: 25_750, paidPrincipal: 2_000_000 }, '2026-02-20', 100)).toBe(25_750);
    for (let day = 18; day <= 28; day++) expect(lateChargeOn(row, `2026-02-${day}`, 100)).toBeLessThanOrEqual(row.principal / 100 + row.interest / 100);
  });
});

describe('inReminderWindow', () => {
  it('is open from 6 am to 10 pm Manila time (UTC+8)', () => {
    expect(inReminderWindow(new Date('2026-02-17T21:59:59Z'))).toBe(false); // 05:59:59 Manila
    expect(inReminderWindow(new Date('2026-02-17T22:00:00Z'))).toBe(true); // 06:00
    expect(inReminderWindow(new Date('2026-02-18T13:59:59Z'))).toBe(true); // 21:59:59
    expect(inReminderWindow(new Date('2026-02-18T14:00:00Z'))).toBe(false); // 22:00
  });
});
