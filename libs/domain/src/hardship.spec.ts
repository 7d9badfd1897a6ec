import fc from 'fast-check';
import { EXTENSION_MONTHS, HARDSHIP_NOTICE_DAYS, RescheduleRefused, addMonthsIso, hardshipInTime, monthIndexOf, reschedule, scheduleFigures, type RescheduleTerms } from './hardship';
import { quoteLoan } from './loan';
import { isSettled, type Instalment } from './repayment';

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('hardshipInTime', () => {
  it('five days before the due date is in time; four is not', () => {
    expect(hardshipInTime('2027-03-15', '2027-03-10')).toBe(true);
    expect(hardshipInTime('2027-03-15', '2027-03-11')).toBe(false);
    expect(hardshipInTime('2027-03-01', '2027-02-24')).toBe(true); // across a short month
    expect(hardshipInTime('2027-03-01', '2027-02-25')).toBe(false);
  });

  it('in time exactly when the due date is at least the notice days away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -30, max: 60 }), (start, ahead) => {
        const today = plusDays('1990-01-01', start);
        expect(hardshipInTime(plusDays(today, ahead), today)).toBe(ahead >= HARDSHIP_NOTICE_DAYS);
      }),
    );
  });
});

const row = (number: number, dueDate: string, principal: number, interest: number, paid: Partial<Instalment> = {}): Instalment => ({
  number, dueDate, principal, interest, lateCharge: 0, paidPrincipal: 0, paidInterest: 0, paidLateCharge: 0, rebatedInterest: 0, paidParts: [], ...paid,
});

/** PHP 150,000 over 6 months at 0.5 %, disbursed on 31 January 2027, the first instalment paid. */
const firstSchedule = (): Instalment[] =>
  quoteLoan(15_000_000, 6, 50).schedule.map((q) =>
    row(q.number, addMonthsIso('2027-01-31', q.number), q.principal, q.interest, q.number === 1 ? { paidPrincipal: q.principal, paidInterest: q.interest } : {}),
  );
const terms = (kind: 'EXTENSION' | 'RESTRUCTURE', monthlyAmount: number): RescheduleTerms => ({ kind, disbursedOn: '2027-01-31', monthlyRateBps: 50, monthlyAmount, maxMonths: 48 });

describe('addMonthsIso and monthIndexOf', () => {
  it('clamps to the end of a shorter month and counts months from the disbursement', () => {
    expect(addMonthsIso('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsIso('2027-01-31', 13)).toBe('2028-02-29');
    expect(addMonthsIso('2027-11-15', 3)).toBe('2028-02-15');
    expect(monthIndexOf('2027-01-31', '2027-02-28')).toBe(1);
    expect(monthIndexOf('2027-01-31', '2028-02-29')).toBe(13);
  });
});

describe('reschedule', () => {
  it('an extension moves the unpaid instalments one month later and keeps their figures', () => {
    const next = reschedule(firstSchedule(), terms('EXTENSION', 1_000_000));
    expect(next.map((r) => r.dueDate)).toEqual(['2027-02-28', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31']);
    expect(next.map((r) => r.principal + r.interest)).toEqual(firstSchedule().map((r) => r.principal + r.interest));
  });

  it('a restructure re-spreads the unpaid principal at the agreed amount and the same rate', () => {
    // PHP 125,000 unpaid; PHP 625 interest a month; PHP 10,000 a month leaves 9,375 of principal: 14 months.
    const next = reschedule(firstSchedule(), terms('RESTRUCTURE', 1_000_000));
    expect(next).toHaveLength(15);
    expect(next[0]).toEqual(firstSchedule()[0]);
    expect(next[1]).toMatchObject({ number: 2, dueDate: '2027-03-31', principal: 892_858, interest: 62_500 });
    expect(next[14]).toMatchObject({ number: 15, dueDate: '2028-04-30', principal: 12_500_000 - 13 * 892_858 });
    const f = scheduleFigures(next, '2027-01-31');
    expect(f).toMatchObject({ instalment: 955_358, count: 15, principal: 15_000_000, totalInterest: 75_000 + 14 * 62_500, totalRepay: 15_000_000 + 75_000 + 875_000 });
  });

  it('a partly paid instalment keeps what was paid; its unpaid principal is re-spread', () => {
    const rows = firstSchedule();
    rows[1] = { ...rows[1], paidInterest: 75_000, paidPrincipal: 500_000, paidParts: [{ on: '2027-03-01', amount: 575_000 }] };
    const next = reschedule(rows, terms('RESTRUCTURE', 2_000_000));
    expect(next[1]).toMatchObject({ number: 2, principal: 500_000, interest: 75_000, paidPrincipal: 500_000, paidInterest: 75_000 });
    expect(next.slice(2).reduce((s, r) => s + r.principal, 0)).toBe(12_000_000);
    // Row 2 stays due on 31 March with what was paid; the re-spread starts a month later, never on its day.
    expect(next.slice(1, 4).map((r) => r.dueDate)).toEqual(['2027-03-31', '2027-04-30', '2027-05-31']);
  });

  it('refuses an amount that does not cover the interest, or needs more than the longest term', () => {
    expect(() => reschedule(firstSchedule(), terms('RESTRUCTURE', 62_500))).toThrow(new RescheduleRefused('amountTooLow'));
    expect(() => reschedule(firstSchedule(), terms('RESTRUCTURE', 300_000))).toThrow(new RescheduleRefused('amountTooLow'));
  });

  const schedules = fc
    .record({
      principal: fc.integer({ min: 100_000, max: 500_000_000 }),
      months: fc.integer({ min: 1, max: 48 }),
      paidRows: fc.nat(),
      partly: fc.nat(),
      start: fc.integer({ min: 0, max: 600 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ principal, months, paidRows, partly, start, day }) => {
      const disbursedOn = addMonthsIso(`2020-01-${String(Math.min(day, 31)).padStart(2, '0')}`, start);
      const paid = paidRows % months;
      const rows = quoteLoan(principal, months, 50).schedule.map((q) =>
        row(q.number, addMonthsIso(disbursedOn, q.number), q.principal, q.interest, q.number <= paid ? { paidPrincipal: q.principal, paidInterest: q.interest } : {}),
      );
      const next = rows[paid];
      const part = Math.min(partly % (next.principal + next.interest + 1), next.principal + next.interest);
      rows[paid] = { ...next, paidInterest: Math.min(part, next.interest), paidPrincipal: Math.max(0, part - next.interest) };
      return { rows, disbursedOn };
    });
  const unpaidPrincipal = (rows: Instalment[]) => rows.reduce((s, r) => s + r.principal - r.paidPrincipal, 0);

  it('a restructure: the new rows sum to the unpaid principal, none above the agreed amount, settled rows untouched', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 1, max: 100_000_000 }), ({ rows, disbursedOn }, amount) => {
        let next: Instalment[];
        try {
          next = reschedule(rows, { kind: 'RESTRUCTURE', disbursedOn, monthlyRateBps: 50, monthlyAmount: amount, maxMonths: 48 });
        } catch (e) {
          expect(e).toBeInstanceOf(RescheduleRefused);
          return;
        }
        const lastKept = Math.max(0, ...rows.filter((r) => r.paidPrincipal + r.paidInterest > 0).map((r) => r.number));
        const fresh = next.filter((r) => r.number > lastKept);
        expect(fresh.reduce((s, r) => s + r.principal, 0)).toBe(unpaidPrincipal(rows));
        expect(fresh.length).toBeLessThanOrEqual(48);
        for (const r of fresh) expect(r.principal + r.interest).toBeLessThanOrEqual(amount);
        expect(unpaidPrincipal(next)).toBe(unpaidPrincipal(rows));
        expect(next.reduce((s, r) => s + r.principal, 0)).toBe(rows.reduce((s, r) => s + r.principal, 0));
        for (const r of rows.filter(isSettled)) expect(next).toContainEqual(r);
        const months = fresh.map((r) => monthIndexOf(disbursedOn, r.dueDate));
        months.forEach((m, i) => i > 0 && expect(m).toBe(months[i - 1] + 1));
        expect(new Set(next.map((r) => r.dueDate)).size).toBe(next.length);
      }),
    );
  });

  it('an extension moves every unsettled due date by whole months and changes no figure', () => {
    fc.assert(
      fc.property(schedules, ({ rows, disbursedOn }) => {
        const next = reschedule(rows, { kind: 'EXTENSION', disbursedOn, monthlyRateBps: 50, monthlyAmount: 1, maxMonths: 48 });
        next.forEach((r, i) => {
          const before = rows[i];
          expect({ ...r, dueDate: '' }).toEqual({ ...before, dueDate: '' });
          const shift = monthIndexOf(disbursedOn, r.dueDate) - monthIndexOf(disbursedOn, before.dueDate);
          expect(shift).toBe(isSettled(before) ? 0 : EXTENSION_MONTHS);
          expect(addMonthsIso(disbursedOn, monthIndexOf(disbursedOn, r.dueDate))).toBe(r.dueDate);
        });
        expect(new Set(next.map((r) => r.dueDate)).size).toBe(next.length);
        expect(scheduleFigures(next, disbursedOn).eirMonthly).toBeLessThanOrEqual(scheduleFigures(rows, disbursedOn).eirMonthly + 1e-12);
      }),
    );
  });
});
