import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, decideAttempt, decideIssue, hasHourlyQuota, isEnterable, otpExpiry } from './otp.rules';

const t0 = new Date('2026-11-22T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('decideIssue', () => {
  it('allows the first code', () => {
    expect(decideIssue([], t0)).toEqual({ ok: true });
  });

  it('refuses a resend within 60 seconds and says how long to wait', () => {
    expect(decideIssue([t0], at(45))).toEqual({ ok: false, words: { code: 'apiAuth.codeTooSoon', params: { seconds: 15 } }, retryAfterS: 15 });
    expect(decideIssue([t0], at(60))).toEqual({ ok: true });
  });

  it('allows at most 5 codes in any hour', () => {
    const five = [0, 60, 120, 180, 240].map(at);
    expect(decideIssue(five.slice(0, 4), at(300))).toEqual({ ok: true });
    const refused = decideIssue(five, at(300));
    expect(refused).toMatchObject({ ok: false, words: { code: 'apiAuth.codeHourly' } });
    // The oldest of the five leaves the window an hour after it was issued.
    expect(refused.ok === false && refused.retryAfterS).toBe(3300);
    expect(decideIssue(five, at(3600))).toEqual({ ok: true });
  });

  it('without the hourly quota (codes anyone can ask for) keeps only the spacing', () => {
    const many = Array.from({ length: 20 }, (_, i) => at(i * 60));
    expect(decideIssue(many, at(20 * 60), false)).toEqual({ ok: true });
    expect(decideIssue(many, at(19 * 60 + 30), false)).toEqual({ ok: false, words: { code: 'apiAuth.codeTooSoon', params: { seconds: 30 } }, retryAfterS: 30 });
  });

  it('a password reset or sign-up code has no hourly quota; the codes of a signed-in member keep it', () => {
    expect(hasHourlyQuota('PASSWORD_RESET')).toBe(false);
    expect(hasHourlyQuota('SIGNUP')).toBe(false);
    expect(['CONTRACT_SIGN', 'WITHDRAWAL', 'BANK_CHANGE'].every((p) => hasHourlyQuota(p as 'WITHDRAWAL'))).toBe(true);
  });

  it('ignores codes older than an hour', () => {
    const old = [-4000, -3900, -3800, -3700, -3650].map(at);
    expect(decideIssue(old, t0)).toEqual({ ok: true });
  });
});

describe('decideAttempt', () => {
  const fresh = { attempts: 0, expiresAt: otpExpiry(t0) };

  it('codes live 5 minutes', () => {
    expect(otpExpiry(t0).getTime() - t0.getTime()).toBe(OTP_TTL_MS);
    expect(OTP_TTL_MS).toBe(300_000);
  });

  it('accepts the right code before expiry', () => {
    expect(decideAttempt(fresh, true, at(299))).toEqual({ accept: true });
  });

  it('refuses even the right code once expired, without counting a try', () => {
    expect(decideAttempt(fresh, true, at(300))).toEqual({
      accept: false,
      words: { code: 'apiAuth.codeExpired' },
      countAttempt: false,
    });
  });

  it('counts wrong codes down to none left', () => {
    const messages = [0, 1, 2, 3, 4].map((attempts) => decideAttempt({ ...fresh, attempts }, false, at(10)));
    expect(messages.map((m) => !m.accept && m.words)).toEqual([
      { code: 'apiAuth.wrongCode', params: { count: 4 } },
      { code: 'apiAuth.wrongCode', params: { count: 3 } },
      { code: 'apiAuth.wrongCode', params: { count: 2 } },
      { code: 'apiAuth.wrongCode', params: { count: 1 } },
      { code: 'apiAuth.noTriesLeft' },
    ]);
    expect(messages.every((m) => !m.accept && m.countAttempt)).toBe(true);
  });

  it('locks the code after 5 wrong tries, even for the right code', () => {
    expect(decideAttempt({ ...fresh, attempts: OTP_MAX_ATTEMPTS }, true, at(10))).toEqual({
      accept: false,
      words: { code: 'apiAuth.codeLocked' },
      countAttempt: false,
    });
  });

  it('a code may be entered until it expires or runs out of tries (the code box shows exactly then)', () => {
    expect(isEnterable(fresh, at(299))).toBe(true);
    expect(isEnterable(fresh, at(300))).toBe(false);
    expect(isEnterable({ ...fresh, attempts: OTP_MAX_ATTEMPTS - 1 }, at(10))).toBe(true);
    expect(isEnterable({ ...fresh, attempts: OTP_MAX_ATTEMPTS }, at(10))).toBe(false);
  });

  it('asks for a new code when there is none', () => {
    expect(decideAttempt(null, false, t0)).toEqual({ accept: false, words: { code: 'apiAuth.codeNone' }, countAttempt: false });
  });
});
