import { cooldownMs, MAX_COOLDOWN_MS } from './rate-limit';

const MINUTE = 60_000;

describe('cooldownMs (docs/decisions/007)', () => {
  it('lets failures below the limit through', () => {
    expect([0, 1, 4].map((n) => cooldownMs(n, 5, MINUTE))).toEqual([0, 0, 0]);
  });

  it('waits a window at the limit, then doubles with each further failure', () => {
    expect([5, 6, 7, 8].map((n) => cooldownMs(n, 5, MINUTE))).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
  });

  it('never waits more than an hour, however many failures', () => {
    expect(cooldownMs(12, 5, MINUTE)).toBe(MAX_COOLDOWN_MS);
    expect(cooldownMs(10_000, 5, MINUTE)).toBe(MAX_COOLDOWN_MS);
  });
});
