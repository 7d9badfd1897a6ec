import { allocatePayment, applyAllocation, type Instalment } from '@halimbawa/domain';
import { withoutLatestPayment } from './payment-reversal.rules';

const row = (number: number, dueDate: string, extra: Partial<Instalment> = {}): Instalment => ({
  number,
  dueDate,
  principal: 2_500_000,
  interest: 75_000,
  lateCharge: 0,
  paidPrincipal: 0,
  paidInterest: 0,
  paidLateCharge: 0,
  rebatedInterest: 0,
  paidParts: [],
  ...extra,
});

describe('taking the latest payment back off the schedule', () => {
  const schedule = [row(1, '2027-02-15', { lateCharge: 25_750 }), row(2, '2027-03-15'), row(3, '2027-04-15')];

  it.each([
    ['within one row', [1_000_000]],
    ['across rows, after an earlier payment', [2_000_000, 3_000_000]],
    ['the whole first row and some of the next', [2_600_750, 2_575_000, 100]],
  ])('gives back the schedule as it was before it: %s', (_name, payments) => {
    let rows = schedule;
    let before = rows;
    let last = allocatePayment(rows, payments[0]);
    for (const amount of payments) {
      before = rows;
      last = allocatePayment(rows, amount);
      rows = applyAllocation(rows, last, '2027-02-20');
    }
    expect(withoutLatestPayment(rows, { lateCharge: last.lateCharge, interest: last.interest, principal: last.principal })).toEqual(before);
  });

  it('answers null when the rows never held that much', () => {
    expect(withoutLatestPayment(schedule, { lateCharge: 0, interest: 0, principal: 1 })).toBeNull();
  });
});
