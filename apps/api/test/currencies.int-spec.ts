import { SchedulerRegistry } from '@nestjs/schedule';
import { FAKE_RATES, FakeExchangeRateSource } from '../src/adapters/exchange-rates/fake-exchange-rate-source';
import { ExchangeRateSource } from '../src/adapters/exchange-rates/exchange-rate-source';
import { StoredExchangeRateSource } from '../src/adapters/exchange-rates/stored-exchange-rate-source';
import { AppConfig } from '../src/config/app-config';
import { seedCurrencies, SEED_CURRENCIES } from '../src/modules/currencies/currencies.seed';
import { CurrenciesService } from '../src/modules/currencies/currencies.service';
import { RATES_REFRESH_JOB, RatesRefreshJob } from '../src/modules/currencies/rates-refresh.job';
import { createDatabase, dropDatabase, migratedDataSource, silentLogger } from './support/database';
import { adminMember, login, registerMember, type Registered } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
let currencies: CurrenciesService;
let admin: Registered & { adminToken: string };
let member: Registered;

beforeAll(async () => {
  t = await createTestApp();
  currencies = t.app.get(CurrenciesService);
  admin = await adminMember(t);
  member = await registerMember(t);
});
afterAll(() => t.close());

const audits = (action: string, target: string) =>
  t.dataSource.query(`SELECT actor_id, action, target, details FROM audit_events WHERE action = $1 AND target = $2 ORDER BY created_at`, [action, target]);

describe('seeded currencies (every environment)', () => {
  it('GET /availablecurrency is public and lists the active currencies with their rate, PHP first', async () => {
    const res = await t.call('get', '/availablecurrency');
    expect(res.status).toBe(200);
    const codes = res.body.currencies.map((c: { currencyCode: string }) => c.currencyCode);
    expect(codes.slice(0, 13)).toEqual(['PHP', 'AED', 'AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'SAR', 'SGD', 'USD']);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.currencies[0]).toEqual({ currencyCode: 'PHP', currencyName: 'Philippine Peso', currencySymbol: '₱', countryName: 'Philippines', rate: '1', phpPerUnit: '1.0000' });
    expect(res.body.currencies.find((c: { currencyCode: string }) => c.currencyCode === 'USD')).toEqual({
      currencyCode: 'USD',
      currencyName: 'US Dollar',
      currencySymbol: '$',
      countryName: 'United States',
      rate: '0.0172',
      phpPerUnit: '58.1395',
    });
  });

  it('GET /rates is public: the latest rate per currency with source, time and the inverted display', async () => {
    const res = await t.call('get', '/rates');
    expect(res.status).toBe(200);
    expect(res.body.base).toBe('PHP');
    const byCode = Object.fromEntries(res.body.rates.map((r: { currencyCode: string }) => [r.currencyCode, r]));
    expect(byCode.USD).toEqual({
      currencyCode: 'USD',
      currencyName: 'US Dollar',
      currencySymbol: '$',
      rate: '0.0172',
      source: 'seed',
      fetchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      phpPerUnit: '58.1395',
      display: '1 USD = 58.1395 PHP',
    });
    expect(byCode.JPY.display).toBe('1 JPY = 0.3876 PHP');
    expect(byCode.KRW.display).toBe('1 KRW = 0.0415 PHP');
    expect(byCode.GBP.display).toBe('1 GBP = 76.9231 PHP');
    expect(byCode.PHP).toMatchObject({ rate: '1', display: '1 PHP = 1.0000 PHP' });
  });

  it('pages the currency lists in their order (PHP first, then by code): every currency once, none left out', async () => {
    const all = (await t.call('get', '/rates?limit=200')).body.rates.map((r: { currencyCode: string }) => r.currencyCode);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.call('get', `/rates?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.body.rates.length).toBeLessThanOrEqual(3);
      paged.push(...res.body.rates.map((r: { currencyCode: string }) => r.currencyCode));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(paged.slice(0, 3)).toEqual(['PHP', 'AED', 'AUD']);
    const second = await t.call('get', `/availablecurrency?limit=1&cursor=${(await t.call('get', '/availablecurrency?limit=1')).body.nextCursor}`);
    expect(second.body.currencies.map((c: { currencyCode: string }) => c.currencyCode)).toEqual(['AED']);
    expect((await t.call('get', '/rates?limit=0')).body.errors.limit.code).toBe('apiErrors.pageSize');
  });

  it('seeding again changes nothing and keeps what admins changed', async () => {
    const codes = SEED_CURRENCIES.map((c) => c.code);
    const rates = () => t.dataSource.query(`SELECT count(*)::int AS n FROM exchange_rates WHERE currency_code = ANY($1)`, [codes]);
    const before = await rates();
    await seedCurrencies(t.dataSource, silentLogger);
    expect(await rates()).toEqual(before);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM currencies WHERE currency_code = ANY($1)`, [codes]);
    expect(n).toBe(SEED_CURRENCIES.length);
  });
});

describe('conversions for loans (CurrenciesService.toPhp / fromPhp)', () => {
  it('golden values at the seeded rates', async () => {
    expect(await currencies.toPhp(10_000, 'USD')).toEqual({
      currencyCode: 'USD',
      amount: 10_000,
      php: 581_395,
      rate: '0.0172',
      rateSource: 'seed',
      rateFetchedAt: expect.any(Date),
    });
    expect((await currencies.toPhp(258_000, 'USD')).php).toBe(15_000_000);
    expect((await currencies.toPhp(100_000_000, 'JPY')).php).toBe(38_759_690);
    expect((await currencies.toPhp(15_000_000, 'PHP')).php).toBe(15_000_000);
    // The loan bounds scaled by the rate (docs/product.md §5: the quote's minAmount and maxAmount are the PHP limits × rate).
    expect((await currencies.fromPhp(15_000_000, 'USD')).amount).toBe(258_000);
    expect((await currencies.fromPhp(500_000_000, 'USD')).amount).toBe(8_600_000);
    expect((await currencies.fromPhp(15_000_000, 'JPY')).amount).toBe(38_700_000);
    expect((await currencies.fromPhp(15_000_000, 'KRW')).amount).toBe(361_500_000);
  });

  it('refuses an unknown or inactive currency with a field error on `currency`', async () => {
    for (const code of ['XXX', 'usd', '']) {
      const error = await currencies.toPhp(100, code).catch((e) => e);
      expect(error.getStatus()).toBe(400);
      expect({ code: error.code, fields: error.fields }).toEqual({ code: 'form.checkFields', fields: { currency: { code: 'loan.currencyUnavailable' } } });
    }
  });
});

describe('admin: currencies and rates', () => {
  it('writes need the ADMIN role: 401 without a token, 403 for a member or a loan officer', async () => {
    for (const [path, body] of [
      ['/admin/currencies', { currencyCode: 'NZD', currencyName: 'New Zealand Dollar', currencySymbol: 'NZ$', countryName: 'New Zealand' }],
      ['/admin/rates', { currencyCode: 'USD', rate: '0.02' }],
    ] as const) {
      expect((await t.call('post', path).send(body)).status).toBe(401);
      const res = await t.call('post', path, { token: member.accessToken }).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'apiErrors.forbidden', message: 'You do not have access to this resource.' });
    }
    const officer = await login(t, '9000000001', 'Officer#2026');
    expect(officer.status).toBe(200);
    expect((await t.call('post', '/admin/rates', { token: officer.body.accessToken }).send({ currencyCode: 'USD', rate: '0.02' })).status).toBe(403);
    expect((await t.call('get', '/admin/currencies', { token: member.accessToken })).status).toBe(403);
    expect((await currencies.find('NZD'))).toBeNull();
    expect((await currencies.find('USD'))!.rate).toBe('0.0172');
  });

  it('adds a currency; it is offered once it has a rate; deactivating hides it; all audited', async () => {
    const created = await t
      .call('post', '/admin/currencies', { token: admin.adminToken })
      .send({ currencyCode: 'nzd', currencyName: ' New Zealand Dollar ', currencySymbol: 'NZ$', countryName: 'New Zealand' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      currencyCode: 'NZD',
      currencyName: 'New Zealand Dollar',
      currencySymbol: 'NZ$',
      countryName: 'New Zealand',
      active: true,
      rate: null,
      rateSource: null,
      rateFetchedAt: null,
    });
    const offered = async () => (await t.call('get', '/availablecurrency?limit=200')).body.currencies.map((c: { currencyCode: string }) => c.currencyCode);
    const rated = async () => (await t.call('get', '/rates?limit=200')).body.rates.map((c: { currencyCode: string }) => c.currencyCode);
    expect(await offered()).not.toContain('NZD');

    const rate = await t.call('post', '/admin/rates', { token: admin.adminToken }).send({ currencyCode: 'NZD', rate: '0.02950' });
    expect(rate.status).toBe(200);
    expect(rate.body).toMatchObject({ currencyCode: 'NZD', rate: '0.0295', rateSource: 'admin', rateFetchedAt: expect.any(String) });
    expect(await offered()).toContain('NZD');
    const nzd = (await t.call('get', '/rates')).body.rates.find((r: { currencyCode: string }) => r.currencyCode === 'NZD');
    expect(nzd).toMatchObject({ rate: '0.0295', source: 'admin', display: '1 NZD = 33.8983 PHP' });

    // A JSON number is taken as written; the newest rate is in force.
    expect((await t.call('post', '/admin/rates', { token: admin.adminToken }).send({ currencyCode: 'NZD', rate: 0.0301 })).body.rate).toBe('0.0301');
    expect((await currencies.toPhp(30_100, 'NZD')).php).toBe(1_000_000);

    const off = await t.call('post', '/admin/currencies', { token: admin.adminToken }).send({ currencyCode: 'NZD', active: false });
    expect(off.body).toMatchObject({ currencyCode: 'NZD', currencyName: 'New Zealand Dollar', active: false, rate: '0.0301' });
    expect(await offered()).not.toContain('NZD');
    expect(await rated()).not.toContain('NZD');
    await expect(currencies.toPhp(100, 'NZD')).rejects.toMatchObject({ fields: { currency: { code: 'loan.currencyUnavailable' } } });
    const list = await t.call('get', '/admin/currencies?limit=200', { token: admin.adminToken });
    expect(list.body.currencies.find((c: { currencyCode: string }) => c.currencyCode === 'NZD')).toMatchObject({ active: false, rate: '0.0301' });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'admin.currencies.list' AND actor_id = $1`, [admin.id])).toEqual([{ n: 1 }]);

    const on = await t.call('post', '/admin/currencies', { token: admin.adminToken }).send({ currencyCode: 'NZD', active: 'true', currencySymbol: '$' });
    expect(on.body).toMatchObject({ active: true, currencySymbol: '$' });
    expect(await offered()).toContain('NZD');

    const events = await audits('admin.currency.update', 'NZD');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actor_id: admin.id, details: { before: { active: true }, after: { active: false } } });
    expect(await audits('admin.currency.create', 'NZD')).toEqual([
      expect.objectContaining({ actor_id: admin.id, details: expect.objectContaining({ before: null, after: expect.objectContaining({ currencyName: 'New Zealand Dollar' }) }) }),
    ]);
    const rateEvents = await audits('admin.rate.set', 'NZD');
    expect(rateEvents.map((e: { details: { rate: string; previousRate: string | null } }) => e.details)).toEqual([
      { rate: '0.0295', previousRate: null, previousSource: null },
      { rate: '0.0301', previousRate: '0.0295', previousSource: 'admin' },
    ]);
  });

  it('bad input: 400 with a message per field, and nothing changes', async () => {
    const post = (path: string, body: unknown) => t.call('post', path, { token: admin.adminToken }).send(body as object);
    const cases: [string, unknown, Record<string, string>][] = [
      ['/admin/rates', { currencyCode: 'us', rate: '-1' }, { currencyCode: 'Use the 3-letter ISO 4217 code, e.g. USD.', rate: expect.stringMatching(/positive number with at most 10 decimals/) }],
      ['/admin/rates', { currencyCode: 'USD', rate: '0.00000000001' }, { rate: expect.stringMatching(/at most 10 decimals/) }],
      ['/admin/rates', { currencyCode: 'USD', rate: '1e-3' }, { rate: expect.stringMatching(/positive number/) }],
      ['/admin/rates', { currencyCode: 'USD' }, { rate: expect.stringMatching(/positive number/) }],
      ['/admin/rates', { currencyCode: 'USD', rate: '0.02', source: 'http' }, { source: 'This field is not allowed.' }],
      ['/admin/rates', { currencyCode: 'ZZZ', rate: '1.5' }, { currencyCode: 'Unknown currency. Add it with POST /admin/currencies first.' }],
      ['/admin/rates', { currencyCode: 'PHP', rate: '1.01' }, { rate: 'The rate of PHP is always 1.' }],
      ['/admin/currencies', { currencyCode: 'QAR' }, { currencyName: 'This field is required to add a currency.', currencySymbol: 'This field is required to add a currency.', countryName: 'This field is required to add a currency.' }],
      ['/admin/currencies', { currencyCode: 'QAR', currencyName: 'Q', currencySymbol: '', countryName: 'Qatar', active: 'yes' }, {
        currencyName: 'Please enter the currency name (2 to 60 characters).',
        currencySymbol: 'Please enter the currency symbol (1 to 8 characters).',
        active: 'Choose true (active) or false (inactive).',
      }],
      ['/admin/currencies', { currencyCode: 'PHP', active: false }, { active: 'PHP is the base currency and stays active.' }],
      ['/admin/currencies', {}, { currencyCode: 'Use the 3-letter ISO 4217 code, e.g. USD.' }],
    ];
    for (const [path, body, errors] of cases) {
      const res = await post(path, body);
      expect({ path, body, status: res.status, code: res.body.code, errors: fieldTexts(res.body) }).toEqual({ path, body, status: 400, code: 'form.checkFields', errors });
    }
    expect((await currencies.find('USD'))!.rate).toBe('0.0172');
    expect(await currencies.find('QAR')).toBeNull();
    expect((await currencies.find('PHP'))!).toMatchObject({ active: true, rate: '1' });
    // PHP may be "set" to 1 (a no-op rate) and stays the base.
    expect((await post('/admin/rates', { currencyCode: 'PHP', rate: '1.000' })).body).toMatchObject({ rate: '1' });
  });
});

describe('the rates refresh job and its source', () => {
  it('with the stored default nothing is fetched and no job is scheduled', async () => {
    expect(t.app.get(ExchangeRateSource)).toBeInstanceOf(StoredExchangeRateSource);
    expect(t.app.get(SchedulerRegistry).doesExist('interval', RATES_REFRESH_JOB)).toBe(false);
    expect(await t.app.get(RatesRefreshJob).refreshOnce()).toBe(0);
  });

  it('caches a source\'s rates in the table with their time; unknown currencies are ignored; GET /rates shows them', async () => {
    await t.call('post', '/admin/currencies', { token: admin.adminToken }).send({ currencyCode: 'MYR', currencyName: 'Malaysian Ringgit', currencySymbol: 'RM', countryName: 'Malaysia' });
    const fetchedAt = new Date(Date.now() + 1000);
    const fake = new FakeExchangeRateSource({ MYR: '0.0755', ZZZ: '3' }, () => fetchedAt);
    const job = new RatesRefreshJob(fake, t.app.get(AppConfig), t.app.get(SchedulerRegistry), t.dataSource);
    expect(await job.refreshOnce()).toBe(1);
    expect(fake.calls).toBe(1);
    const myr = (await t.call('get', '/rates')).body.rates.find((r: { currencyCode: string }) => r.currencyCode === 'MYR');
    expect(myr).toEqual(expect.objectContaining({ rate: '0.0755', source: 'fake', fetchedAt: fetchedAt.toISOString(), display: '1 MYR = 13.2450 PHP' }));
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM exchange_rates WHERE currency_code = 'ZZZ'`)).toEqual([{ n: 0 }]);
  });

  it('RATES_PROVIDER=fake: the job fetches the local fake at start-up (never the network) and GET /rates shows it', async () => {
    // A database of its own, so the fake rates never reach the other specs.
    const name = `halimbawa_rates_${Date.now()}`;
    const url = await createDatabase(process.env.TEST_SERVER_URL!, name);
    const ds = await migratedDataSource(url);
    let other: TestApp | undefined;
    try {
      await seedCurrencies(ds, silentLogger);
      other = await createTestApp({ DATABASE_URL: url, RATES_PROVIDER: 'fake' });
      expect(other.app.get(ExchangeRateSource)).toBeInstanceOf(FakeExchangeRateSource);
      expect(other.app.get(SchedulerRegistry).doesExist('interval', RATES_REFRESH_JOB)).toBe(true);
      let usd: { rate: string; source: string } | undefined;
      for (let i = 0; i < 50 && usd?.source !== 'fake'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        usd = (await other.call('get', '/rates')).body.rates.find((r: { currencyCode: string }) => r.currencyCode === 'USD');
      }
      expect(usd).toMatchObject({ rate: FAKE_RATES.USD, source: 'fake', display: '1 USD = 57.1429 PHP' });
      expect((await other.call('get', '/rates')).body.rates.find((r: { currencyCode: string }) => r.currencyCode === 'KRW')).toMatchObject({ source: 'seed' });
    } finally {
      await other?.close();
      await ds.destroy();
      await dropDatabase(process.env.TEST_SERVER_URL!, name);
    }
  });
});
