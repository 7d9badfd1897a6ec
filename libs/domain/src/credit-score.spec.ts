import { CREDIT_SCORE_MODEL, creditBand, creditScore, creditScoreHistory, type CreditScoreInput } from './credit-score';

const d = (iso: string) => new Date(`${iso}T02:00:00Z`); // 10:00 in Manila

/** The worked example of docs/decisions/008-credit-score.md. */
const EXAMPLE: CreditScoreInput = {
  verifiedAt: d('2027-01-10'),
  instalments: [
    { dueDate: '2027-02-15', paidAt: d('2027-02-01'), overdueAt: null }, // early (14 days before)
    { dueDate: '2027-03-15', paidAt: d('2027-03-14'), overdueAt: null }, // on time
    { dueDate: '2027-04-15', paidAt: d('2027-04-17'), overdueAt: null }, // within the grace period: on time
    { dueDate: '2027-05-15', paidAt: d('2027-05-25'), overdueAt: d('2027-05-18') }, // paid late
    { dueDate: '2027-06-15', paidAt: null, overdueAt: d('2027-06-18') }, // overdue
    { dueDate: '2027-07-15', paidAt: null, overdueAt: null }, // not due yet
  ],
};

describe('creditScore', () => {
  it('the worked example: 300 + 200 + 3 × 40 + 10 − 40 − 120 = 470, Fair', () => {
    const s = creditScore(EXAMPLE, d('2027-06-20'));
    expect(s.score).toBe(470);
    expect(s.band).toBe('Fair');
    expect(Object.fromEntries(s.factors.map((f) => [f.key, [f.count, f.points]]))).toEqual({
      base: [1, 300],
      verified: [1, 200],
      onTime: [3, 120],
      early: [1, 10],
      latePaid: [1, -40],
      overdue: [1, -120],
    });
    expect(s.factors.find((f) => f.key === 'overdue')!.explanation).toBe(
      '1 instalment overdue and not yet paid: -120 each. Paying it turns this into a late payment (-40).',
    );
  });

  it('a new member: the starting points; verified: 500', () => {
    expect(creditScore({ verifiedAt: null, instalments: [] }, d('2027-01-01')).score).toBe(300);
    expect(creditScore({ verifiedAt: d('2027-01-01'), instalments: [] }, d('2027-01-01')).score).toBe(500);
    // Verified later than asOf: not yet counted.
    expect(creditScore({ verifiedAt: d('2027-01-02'), instalments: [] }, d('2027-01-01')).score).toBe(300);
  });

  it('caps the on-time and early counts, and keeps the score within 0 to 1000', () => {
    const many = Array.from({ length: 12 }, () => ({ dueDate: '2027-12-15', paidAt: d('2027-01-05'), overdueAt: null }));
    const best = creditScore({ verifiedAt: d('2027-01-01'), instalments: many }, d('2027-12-15'));
    expect(best.score).toBe(1000);
    expect(best.band).toBe('Excellent');
    expect(best.factors.find((f) => f.key === 'onTime')).toMatchObject({ count: 12, points: 400 });
    const overdue = Array.from({ length: 4 }, () => ({ dueDate: '2027-01-15', paidAt: null, overdueAt: d('2027-01-18') }));
    expect(creditScore({ verifiedAt: null, instalments: overdue }, d('2027-02-01')).score).toBe(0);
  });

  it('an instalment paid before it falls due (a pay-off) counts nothing until its due date, then on time', () => {
    const paidOff = Array.from({ length: 11 }, (_, i) => ({ dueDate: `2027-${String(i + 2).padStart(2, '0')}-15`, paidAt: d('2027-01-20'), overdueAt: null }));
    const input = { verifiedAt: d('2027-01-01'), instalments: paidOff };
    expect(creditScore(input, d('2027-03-01')).factors.find((f) => f.key === 'onTime')).toMatchObject({ count: 1, points: 40 });
    expect(creditScore(input, d('2027-03-01')).score).toBe(300 + 200 + 40 + 10);
    expect(creditScoreHistory(input, d('2027-03-20')).map((p) => [p.at.toISOString(), p.score])).toEqual([
      ['2027-01-01T02:00:00.000Z', 500],
      ['2027-02-14T16:00:00.000Z', 550],
      ['2027-03-14T16:00:00.000Z', 600],
    ]);
  });

  it('an instalment paid 6 days early is on time, not early', () => {
    const s = creditScore({ verifiedAt: null, instalments: [{ dueDate: '2027-02-15', paidAt: d('2027-02-09'), overdueAt: null }] }, d('2027-03-01'));
    expect(s.factors.find((f) => f.key === 'early')!.count).toBe(0);
    expect(s.score).toBe(CREDIT_SCORE_MODEL.base + CREDIT_SCORE_MODEL.onTimeEach);
  });
});

describe('creditBand', () => {
  it.each([
    [0, 'Poor'],
    [399, 'Poor'],
    [400, 'Fair'],
    [600, 'Good'],
    [750, 'Very good'],
    [900, 'Excellent'],
    [1000, 'Excellent'],
  ])('%i is %s', (score, band) => expect(creditBand(score)).toBe(band));
});

describe('creditScoreHistory', () => {
  it('the worked example: one point per change, oldest first', () => {
    const h = creditScoreHistory(EXAMPLE, d('2027-06-20')).map((p) => [p.at.toISOString().slice(0, 10), p.score]);
    expect(h).toEqual([
      ['2027-01-10', 500],
      ['2027-02-14', 550], // instalment 1, paid on 1 February, counts from its due date (midnight in Manila)
      ['2027-03-14', 590],
      ['2027-04-17', 630],
      ['2027-05-18', 510],
      ['2027-05-25', 590],
      ['2027-06-18', 470],
    ]);
  });

  it('leaves out what happens after asOf, and events that change nothing', () => {
    expect(creditScoreHistory(EXAMPLE, d('2027-02-10')).map((p) => p.score)).toEqual([500]);
    expect(creditScoreHistory(EXAMPLE, d('2027-02-16')).map((p) => p.score)).toEqual([500, 550]);
    // The 11th on-time instalment is past the cap: no new point.
    const many = Array.from({ length: 11 }, (_, i) => ({ dueDate: `2027-01-${String(10 + i).padStart(2, '0')}`, paidAt: d(`2027-01-${String(10 + i).padStart(2, '0')}`), overdueAt: null }));
    expect(creditScoreHistory({ verifiedAt: null, instalments: many }, d('2027-02-01'))).toHaveLength(10);
  });
});
