import fc from 'fast-check';
import { HARDSHIP_NOTICE_DAYS, hardshipInTime } from './hardship';

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
