import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromPhpCentavos, toPhpCentavos, type Language } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Refusal, refuseFields } from '../../common/errors';
import { pageInOrder, type ListPageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import type { RateSource } from './currency.entities';
import {
  isCurrencyCode,
  refusal,
  validateSetRate,
  validateUpsertCurrency,
  type AdminCurrencyDto,
  type AdminCurrencyListDto,
  type AvailableCurrencyListDto,
  type RatesDto,
  type SetRateDto,
  type UpsertCurrencyDto,
} from './dto/currency.dto';
import { currencyName } from './currency-name';
import { RateCache } from './rate-cache';
import { displayRate, normaliseRate, phpPerUnit } from './rates.math';

export const BASE_CURRENCY = 'PHP';
/** The loan application's currency message (the domain's, shared with the web). */

/** A currency with the rate in force (null when none was ever stored). */
export interface CurrencyWithRate {
  currencyCode: string;
  currencyName: string;
  currencySymbol: string;
  countryName: string;
  active: boolean;
  rate: string | null;
  rateSource: RateSource | null;
  rateFetchedAt: Date | null;
}

/** An amount in both currencies and the rate that joined them (loans store all of it). */
export interface Conversion {
  currencyCode: string;
  /** Centavos (hundredths) of the currency. */
  amount: number;
  /** PHP centavos. */
  php: number;
  /** Units of the currency per 1 PHP, decimal text. */
  rate: string;
  rateSource: RateSource;
  rateFetchedAt: Date;
}

interface Row {
  currency_code: string;
  currency_name: string;
  currency_symbol: string;
  country_name: string;
  active: boolean;
  rate: string | null;
  source: RateSource | null;
  fetched_at: Date | null;
}

const LATEST = `
  SELECT c.currency_code, c.currency_name, c.currency_symbol, c.country_name, c.active,
         lr.rate::text AS rate, lr.source, lr.fetched_at
    FROM currencies c
    LEFT JOIN LATERAL (
      SELECT r.rate, r.source, r.fetched_at FROM exchange_rates r
       WHERE r.currency_code = c.currency_code
       ORDER BY r.fetched_at DESC, r.created_at DESC LIMIT 1
    ) lr ON true`;
const ORDER = `ORDER BY (c.currency_code <> 'PHP'), c.currency_code`;
/** The key of a currency in its lists (in ORDER's order), for their pages. */
const byCode = (c: { currencyCode: string }) => c.currencyCode;

function toCurrency(r: Row): CurrencyWithRate {
  return {
    currencyCode: r.currency_code,
    currencyName: r.currency_name,
    currencySymbol: r.currency_symbol,
    countryName: r.country_name,
    active: r.active,
    rate: r.rate === null ? null : normaliseRate(r.rate),
    rateSource: r.source,
    rateFetchedAt: r.fetched_at,
  };
}

/** The rate of a currency and where it came from. */
export interface RateInForce {
  rate: string;
  rateSource: RateSource;
  rateFetchedAt: Date;
}

function inForce(c: CurrencyWithRate | null): RateInForce {
  if (!c || !c.active || c.rate === null) throw Refusal.fields({ currency: { code: 'loan.currencyUnavailable' } });
  return { rate: c.rate, rateSource: c.rateSource!, rateFetchedAt: c.rateFetchedAt! };
}

function toAdminDto(c: CurrencyWithRate): AdminCurrencyDto {
  return { ...c, rateFetchedAt: c.rateFetchedAt?.toISOString() ?? null };
}

/**
 * Currencies and exchange rates (docs/product.md §3, §7). Rates are units of the currency per 1 PHP; the
 * table holds every observation and the latest is in force. Conversions use libs/domain's
 * toPhpCentavos / fromPhpCentavos (integer arithmetic, half up).
 */
@Injectable()
export class CurrenciesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly cache: RateCache,
  ) {}

  /** Every currency with its rate in force, PHP first. */
  async all(manager: EntityManager = this.dataSource.manager): Promise<CurrencyWithRate[]> {
    return ((await manager.query(`${LATEST} ${ORDER}`)) as Row[]).map(toCurrency);
  }

  /** One currency with its rate in force, or null. */
  async find(currencyCode: string, manager: EntityManager = this.dataSource.manager): Promise<CurrencyWithRate | null> {
    const rows: Row[] = await manager.query(`${LATEST} WHERE c.currency_code = $1`, [currencyCode]);
    return rows.length ? toCurrency(rows[0]) : null;
  }

  /** GET /availablecurrency: the active currencies that have a rate (a loan can be applied for in them). */
  async available(lang: Language, page: ListPageRequest): Promise<AvailableCurrencyListDto> {
    const { rows, nextCursor } = pageInOrder(await this.withRates(), byCode, page);
    return {
      nextCursor,
      currencies: rows.map((c) => ({
        currencyCode: c.currencyCode,
        currencyName: currencyName(c.currencyCode, c.currencyName, lang),
        currencySymbol: c.currencySymbol,
        countryName: c.countryName,
        rate: c.rate!,
        phpPerUnit: phpPerUnit(c.rate!),
      })),
    };
  }

  /** The active currencies with a rate in force, PHP first, then by code. */
  private async withRates(): Promise<CurrencyWithRate[]> {
    return (await this.all()).filter((c) => c.active && c.rate !== null);
  }

  /** GET /rates: the rate in force of each active currency, with its source, time and inverted display. */
  async rates(lang: Language, page: ListPageRequest): Promise<RatesDto> {
    const { rows, nextCursor } = pageInOrder(await this.withRates(), byCode, page);
    const rates = rows.map((c) => ({
        currencyCode: c.currencyCode,
        currencyName: currencyName(c.currencyCode, c.currencyName, lang),
        currencySymbol: c.currencySymbol,
        rate: c.rate!,
        source: c.rateSource!,
        fetchedAt: c.rateFetchedAt!.toISOString(),
        phpPerUnit: phpPerUnit(c.rate!),
        display: displayRate(c.currencyCode, c.rate!),
      }));
    return { base: 'PHP', rates, nextCursor };
  }

  /**
   * The rate in force for an active currency, or 400 {currency: 'This currency is not available.'}
   * (the loan application's field is `currency`).
   */
  async rateFor(currencyCode: string, manager: EntityManager = this.dataSource.manager): Promise<RateInForce> {
    return inForce(isCurrencyCode(currencyCode) ? await this.find(currencyCode, manager) : null);
  }

  /** rateFor through the instance's cache, for a rate that is only shown (the quote), never stored. */
  async shownRateFor(currencyCode: string): Promise<RateInForce> {
    if (!isCurrencyCode(currencyCode)) return inForce(null);
    let c: CurrencyWithRate | null | undefined = this.cache.get(currencyCode);
    if (c === undefined) {
      const ticket = this.cache.ticket();
      c = await this.find(currencyCode);
      if (c) this.cache.set(currencyCode, c, ticket);
    }
    return inForce(c);
  }

  /** `amount` centavos of the currency in PHP centavos (docs/product.md §7: PHP = amount / rate, half up). */
  async toPhp(amount: number, currencyCode: string, manager?: EntityManager): Promise<Conversion> {
    const r = await this.rateFor(currencyCode, manager);
    return { currencyCode, amount, php: toPhpCentavos(amount, r.rate), ...r };
  }

  /** `php` centavos in centavos of the currency (PHP × rate, half up), e.g. the loan bounds scaled by the rate. */
  async fromPhp(php: number, currencyCode: string, manager?: EntityManager): Promise<Conversion> {
    const r = await this.rateFor(currencyCode, manager);
    return { currencyCode, amount: fromPhpCentavos(php, r.rate), php, ...r };
  }

  // ------------------------------------------------------------------ admin

  /** Every currency for the admin screen (docs/product.md §6: every admin action is audited, reads too). */
  async listForAdmin(admin: AuthMember, page: ListPageRequest, meta: RequestMeta): Promise<AdminCurrencyListDto> {
    const { rows, nextCursor } = pageInOrder(await this.all(), byCode, page);
    await this.audit.record({ actorId: admin.id, action: 'admin.currencies.list', meta, details: { paged: page.afterKey !== null, count: rows.length } });
    return { currencies: rows.map(toAdminDto), nextCursor };
  }

  /** Adds a currency (every field required) or changes the given fields of one; audited. */
  async upsert(admin: AuthMember, body: UpsertCurrencyDto, meta: RequestMeta): Promise<AdminCurrencyDto> {
    refuseFields(validateUpsertCurrency(body));
    this.cache.changing(body.currencyCode);
    return this.dataSource.transaction(async (manager) => {
      const rows: Row[] = await manager.query(`SELECT * FROM currencies WHERE currency_code = $1 FOR UPDATE`, [body.currencyCode]);
      const before = rows[0];
      if (body.currencyCode === BASE_CURRENCY && body.active === false) throw Refusal.fields({ active: refusal('phpActive') });
      if (!before) {
        const missing = (['currencyName', 'currencySymbol', 'countryName'] as const).filter((f) => body[f] === undefined || body[f] === null);
        if (missing.length) throw Refusal.fields(Object.fromEntries(missing.map((f) => [f, refusal('requiredToAdd')])));
        await manager.query(
          // ON CONFLICT: an admin adding the same currency at the same moment; theirs stands.
          `INSERT INTO currencies (currency_code, currency_name, currency_symbol, country_name, active) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (currency_code) DO NOTHING`,
          [body.currencyCode, body.currencyName, body.currencySymbol, body.countryName, body.active ?? true],
        );
      } else {
        await manager.query(
          `UPDATE currencies SET currency_name = $2, currency_symbol = $3, country_name = $4, active = $5, updated_at = now() WHERE currency_code = $1`,
          [
            body.currencyCode,
            body.currencyName ?? before.currency_name,
            body.currencySymbol ?? before.currency_symbol,
            body.countryName ?? before.country_name,
            body.active ?? before.active,
          ],
        );
      }
      const after = (await this.find(body.currencyCode, manager))!;
      await this.audit.record(
        {
          actorId: admin.id,
          action: before ? 'admin.currency.update' : 'admin.currency.create',
          target: body.currencyCode,
          meta,
          details: {
            before: before
              ? { currencyName: before.currency_name, currencySymbol: before.currency_symbol, countryName: before.country_name, active: before.active }
              : null,
            after: { currencyName: after.currencyName, currencySymbol: after.currencySymbol, countryName: after.countryName, active: after.active },
          },
        },
        manager,
      );
      return toAdminDto(after);
    });
  }

  /** Stores a rate set by an admin (source 'admin'); it is in force from now; audited. */
  async setRate(admin: AuthMember, body: SetRateDto, meta: RequestMeta): Promise<AdminCurrencyDto> {
    refuseFields(validateSetRate(body));
    const rate = normaliseRate(body.rate)!;
    if (body.currencyCode === BASE_CURRENCY && rate !== '1') throw Refusal.fields({ rate: refusal('phpRate') });
    this.cache.changing(body.currencyCode);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.find(body.currencyCode, manager);
      if (!before) throw Refusal.fields({ currencyCode: refusal('unknownCurrency') });
      await manager.query(`INSERT INTO exchange_rates (currency_code, rate, source) VALUES ($1, $2, 'admin')`, [body.currencyCode, rate]);
      const after = (await this.find(body.currencyCode, manager))!;
      await this.audit.record(
        {
          actorId: admin.id,
          action: 'admin.rate.set',
          target: body.currencyCode,
          meta,
          details: { rate, previousRate: before.rate, previousSource: before.rateSource },
        },
        manager,
      );
      return toAdminDto(after);
    });
  }
}
