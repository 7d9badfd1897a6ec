import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * The currencies offered at start and plausible rates (units per 1 PHP, i.e. 1 USD ≈ 58 PHP),
 * marked source 'seed'. Admins change them with POST /admin/currencies and /admin/rates, or a
 * provider refreshes them (RATES_PROVIDER=http).
 */
export const SEED_CURRENCIES: { code: string; name: string; symbol: string; country: string; rate: string }[] = [
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', country: 'Philippines', rate: '1' },
  { code: 'USD', name: 'US Dollar', symbol: '$', country: 'United States', rate: '0.0172' },
  { code: 'EUR', name: 'Euro', symbol: '€', country: 'European Union', rate: '0.0152' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', country: 'Japan', rate: '2.58' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', country: 'Singapore', rate: '0.0224' },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', country: 'Hong Kong', rate: '0.1342' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', country: 'United Arab Emirates', rate: '0.0632' },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR', country: 'Saudi Arabia', rate: '0.0645' },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', country: 'South Korea', rate: '24.1' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥', country: 'China', rate: '0.124' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', country: 'Australia', rate: '0.0262' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', country: 'Canada', rate: '0.0237' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', country: 'United Kingdom', rate: '0.013' },
];

/**
 * Every environment, idempotent: adds the currencies that are missing (an admin's changes are
 * kept) and a 'seed' rate for each currency that has no rate at all.
 */
export async function seedCurrencies(dataSource: DataSource, logger: Logger = new Logger('Seed')): Promise<void> {
  const added: string[] = await dataSource.transaction(async (manager) => {
    const codes: string[] = [];
    for (const c of SEED_CURRENCIES) {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO currencies (currency_code, currency_name, currency_symbol, country_name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (currency_code) DO NOTHING RETURNING currency_code`,
        [c.code, c.name, c.symbol, c.country],
      );
      if (inserted.length) codes.push(c.code);
      await manager.query(
        `INSERT INTO exchange_rates (currency_code, rate, source)
         SELECT $1, $2::numeric, 'seed' WHERE NOT EXISTS (SELECT 1 FROM exchange_rates WHERE currency_code = $1)`,
        [c.code, c.rate],
      );
    }
    return codes;
  });
  logger.log(added.length ? `Currencies added: ${added.join(', ')}.` : 'Currencies already seeded.');
}
