import { dueDates, manilaIsoDate, quoteLoan } from './loan';
import {
  allocatePayment,
  inReminderWindow,
  isOverdue,
  lateChargeOn,
  monthsLate,
  owedTotal,
  payoffAllocation,
  type Instalment,
} from './repayment';

/** The PHP 150,000 / 6-month loan of docs/product.md §7, disbursed 2026-01-15 (Manila). */
function schedule(): Instalment[] {
  const q = quoteLoan(15_000_000, 6, 50);
  const dates = dueDates(new Date('2026-01-15T02:00:00Z'), 6).map(manilaIsoDate);
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
