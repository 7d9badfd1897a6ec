import { ConfigError, loadConfig } from './app-config';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3001,
      host: '127.0.0.1',
      trustProxy: 'loopback',
      accessTokenTtlS: 900,
      refreshTokenTtlDays: 30,
      isDemo: true,
      loan: { minPhp: 15_000_000, maxPhp: 500_000_000, monthlyRateBps: 50, terms: [6, 12, 24, 36, 48], defaultTerm: 6 },
      demoOfficer: { phone: '+639000000001', password: 'Officer#2026', adminPassword: 'Admin#2026', compliancePassword: 'Compliance#2026' },
    });
    expect(c.company.name).toBe('Halimbawa Lending Corporation');
    expect(c.company.shortName).toBe('HLC');
  });

  it('has no default secret: outside production a missing one is drawn anew for each process', () => {
    const [a, b] = [loadConfig(base), loadConfig(base)];
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(a.otpSecret).not.toBe(b.otpSecret);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ ...base, JWT_SECRET: 'given' }).jwtSecret).toBe('given');
  });

  it('reads the reports from the primary unless REPORTS_DATABASE_URL names a PostgreSQL database', () => {
    expect(loadConfig(base).reportsDatabaseUrl).toBeNull();
    expect(loadConfig({ ...base, REPORTS_DATABASE_URL: 'postgres://r:p@replica:5432/db' }).reportsDatabaseUrl).toBe('postgres://r:p@replica:5432/db');
    expect(() => loadConfig({ ...base, REPORTS_DATABASE_URL: 'mysql://replica/db' })).toThrow(/REPORTS_DATABASE_URL/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', API_PORT: 'abc' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/DATABASE_URL is required/);
    expect(problems).toMatch(/JWT_SECRET is required in production/);
    expect(problems).toMatch(/OTP_SECRET is required in production/);
    expect(problems).toMatch(/API_PORT must be a whole number/);
  });

  it('accepts production with real secrets, and drops the demo banner for a real company', () => {
    const c = loadConfig({
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      XENDIT_SECRET_KEY: 'xnd_production_key',
      XENDIT_CALLBACK_TOKEN: 't'.repeat(32),
      OTP_SECRET: 'y'.repeat(32),
      SMS_PROVIDERS: 'semaphore',
      SEMAPHORE_API_KEY: 'k',
      COMPANY_NAME: 'Totoo Lending Inc.',
      COMPANY_SEC_REGISTRATION_NUMBER: 'CS201912345',
      COMPANY_SEC_CA_NUMBER: '3456',
      MONTHLY_RATE_PERCENT: '0.75',
      TERMS: '6,12',
    });
    expect(c.isProduction).toBe(true);
    expect(c.isDemo).toBe(false);
    expect(c.loan).toMatchObject({ monthlyRateBps: 75, terms: [6, 12], defaultTerm: 6 });
  });

  it('refuses a rate with more than 2 decimals of a percent', () => {
    expect(() => loadConfig({ ...base, MONTHLY_RATE_PERCENT: '0.555' })).toThrow(/MONTHLY_RATE_PERCENT/);
  });

  it('sends SMS through the dev outbox outside production only, and through listed gateways with their keys', () => {
    expect(loadConfig(base).sms.providers).toBe('outbox');
    const prod = { ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), OTP_SECRET: 'y'.repeat(32), XENDIT_SECRET_KEY: 'xnd_production_key', XENDIT_CALLBACK_TOKEN: 't'.repeat(32) };
    expect(() => loadConfig(prod)).toThrow(/SMS_PROVIDERS is required in production/);
    expect(() => loadConfig({ ...prod, SMS_PROVIDERS: 'outbox' })).toThrow(/SMS_PROVIDERS=outbox is not allowed in production/);
    expect(() => loadConfig({ ...base, SMS_PROVIDERS: 'semaphore,carrier-pigeon' })).toThrow(/SMS_PROVIDERS must be outbox, or a list/);
    let problems = '';
    try {
      loadConfig({ ...base, SMS_PROVIDERS: 'semaphore,twilio' });
    } catch (e) {
      problems = (e as ConfigError).problems.join('\n');
    }
    for (const key of ['SEMAPHORE_API_KEY', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) expect(problems).toContain(`${key} is required when SMS_PROVIDERS lists`);
    const keys = { SEMAPHORE_API_KEY: 'k', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: 'HLC' };
    const sms = loadConfig({ ...prod, ...keys, SMS_PROVIDERS: 'twilio,semaphore' }).sms;
    expect(sms.providers).toEqual(['twilio', 'semaphore']);
    expect(sms.semaphore).toMatchObject({ apiKey: 'k', url: 'https://api.semaphore.co' });
    expect(() => loadConfig({ ...prod, ...keys, SMS_PROVIDERS: 'semaphore', SEMAPHORE_URL: 'http://127.0.0.1:1' })).toThrow(/SEMAPHORE_URL must be a URL starting with https:/);
  });

  it('collects and pays out through the fake Xendit outside production only, and needs the account secrets in it (docs/integrations.md)', () => {
    expect(loadConfig(base).paymentsProvider.provider).toBe('fake');
    const prod = { ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), OTP_SECRET: 'y'.repeat(32), SMS_PROVIDERS: 'semaphore', SEMAPHORE_API_KEY: 'k' };
    expect(() => loadConfig(prod)).toThrow(/XENDIT_SECRET_KEY is required[\s\S]*XENDIT_CALLBACK_TOKEN/);
    expect(() => loadConfig({ ...prod, PAYMENTS_PROVIDER: 'fake' })).toThrow(/PAYMENTS_PROVIDER=fake is not allowed in production/);
    const xendit = loadConfig({ ...prod, XENDIT_SECRET_KEY: 'xnd_production_key', XENDIT_CALLBACK_TOKEN: 't'.repeat(32) }).paymentsProvider;
    expect(xendit).toMatchObject({ provider: 'xendit', xendit: { baseUrl: 'https://api.xendit.co', callbackToken: 't'.repeat(32) } });
    // Two processes of the fake never share a drawn token.
    expect(loadConfig(base).paymentsProvider.xendit.callbackToken).not.toBe(loadConfig(base).paymentsProvider.xendit.callbackToken);
  });

  it('pays out through the generic simulation outside production only (docs/product.md §10)', () => {
    const generic = { ...base, PAYMENTS_PROVIDER: 'generic' };
    expect(loadConfig(generic).payouts).toMatchObject({ provider: 'simulated', delayS: 10 });
    const prod = { ...generic, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), OTP_SECRET: 'y'.repeat(32), SMS_PROVIDERS: 'semaphore', SEMAPHORE_API_KEY: 'k' };
    expect(() => loadConfig(prod)).toThrow(/PAYOUT_URL is required/);
    expect(() => loadConfig({ ...prod, PAYOUT_PROVIDER: 'simulated' })).toThrow(/PAYOUT_PROVIDER=simulated is not allowed/);
    expect(loadConfig({ ...prod, PAYOUT_URL: 'https://payouts.invalid/send' }).payouts.provider).toBe('http');
  });
});
