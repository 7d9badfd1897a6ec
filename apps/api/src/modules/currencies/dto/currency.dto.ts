import { ApiProperty } from '@nestjs/swagger';
import { CATALOGUES, sectionTexts, type FieldErrors, type Words } from '@halimbawa/domain';
import { Transform } from 'class-transformer';
import { RequestField } from '../../../common/domain-field.decorator';
import { NextCursor } from '../../../common/page.dto';
import type { RateSource } from '../currency.entities';
import { normaliseRate } from '../rates.math';

/** The currency forms' refusals (the catalogue's `apiCurrencies`); their English texts document the fields. */
type CurrencyRefusal = keyof (typeof CATALOGUES.en)['apiCurrencies'];
export const refusal = (key: CurrencyRefusal): Words => ({ code: `apiCurrencies.${key}` });
const MESSAGES = sectionTexts('en', 'apiCurrencies');

const CODE = /^[A-Z]{3}$/;
/** A currency code as stored: three capital letters. */
export const isCurrencyCode = (v: unknown): v is string => typeof v === 'string' && CODE.test(v);
const isText = (min: number, max: number) => (v: unknown) => typeof v === 'string' && v.trim().length >= min && v.trim().length <= max;
const isAbsent = (v: unknown) => v === undefined || v === null;

/** One refusal per field that is not valid. */
function check(rules: [field: string, refused: CurrencyRefusal, valid: boolean][]): FieldErrors {
  return Object.fromEntries(rules.filter(([, , valid]) => !valid).map(([field, key]) => [field, refusal(key)]));
}

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const upper = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
/** Forms post "true" / "false"; JSON sends booleans. */
const bool = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

const CODE_FIELD = { type: String, example: 'USD', pattern: CODE.source, description: MESSAGES.currencyCode };

/** POST /admin/currencies: adds a currency (all fields) or changes the given fields of one. */
export class UpsertCurrencyDto {
  @upper() @RequestField(CODE_FIELD) currencyCode: string;
  @trim() @RequestField({ type: String, required: false, example: 'US Dollar', description: MESSAGES.currencyName }) currencyName?: string;
  @trim() @RequestField({ type: String, required: false, example: '$', description: MESSAGES.currencySymbol }) currencySymbol?: string;
  @trim() @RequestField({ type: String, required: false, example: 'United States', description: MESSAGES.countryName }) countryName?: string;
  @bool() @RequestField({ type: Boolean, required: false, example: true, description: MESSAGES.active }) active?: boolean;
}

/** Checked first by CurrenciesService.upsert. */
export function validateUpsertCurrency(body: UpsertCurrencyDto): FieldErrors {
  const optional = (valid: (v: unknown) => boolean) => (v: unknown) => isAbsent(v) || valid(v);
  return check([
    ['currencyCode', 'currencyCode', isCurrencyCode(body.currencyCode)],
    ['currencyName', 'currencyName', optional(isText(2, 60))(body.currencyName)],
    ['currencySymbol', 'currencySymbol', optional(isText(1, 8))(body.currencySymbol)],
    ['countryName', 'countryName', optional(isText(2, 100))(body.countryName)],
    ['active', 'active', optional((v) => typeof v === 'boolean')(body.active)],
  ]);
}

/** POST /admin/rates. */
export class SetRateDto {
  @upper() @RequestField(CODE_FIELD) currencyCode: string;
  @RequestField({ oneOf: [{ type: 'string', example: '0.0172' }, { type: 'number' }], description: `Units of the currency per 1 PHP. ${MESSAGES.rate}` })
  rate: string | number;
}

/** Checked first by CurrenciesService.setRate. */
export function validateSetRate(body: SetRateDto): FieldErrors {
  return check([
    ['currencyCode', 'currencyCode', isCurrencyCode(body.currencyCode)],
    ['rate', 'rate', normaliseRate(body.rate) !== null],
  ]);
}

export class AvailableCurrencyDto {
  @ApiProperty({ example: 'USD' }) currencyCode: string;
  @ApiProperty({ example: 'US Dollar' }) currencyName: string;
  @ApiProperty({ example: '$' }) currencySymbol: string;
  @ApiProperty({ example: 'United States' }) countryName: string;
  @ApiProperty({ example: '0.0172', description: 'units of the currency per 1 PHP (decimal text)' }) rate: string;
  @ApiProperty({ example: '58.1395', description: 'PHP per 1 unit of the currency, 4 decimals (1 / rate)' }) phpPerUnit: string;
}

const RATE_SOURCE = { enum: ['seed', 'admin', 'http', 'fake'], enumName: 'RateSource' };

export class RateDto {
  @ApiProperty({ example: 'USD' }) currencyCode: string;
  @ApiProperty({ example: 'US Dollar' }) currencyName: string;
  @ApiProperty({ example: '$' }) currencySymbol: string;
  @ApiProperty({ example: '0.0172', description: 'units of the currency per 1 PHP (decimal text, at most 10 decimals)' }) rate: string;
  @ApiProperty(RATE_SOURCE) source: RateSource;
  @ApiProperty({ format: 'date-time', description: 'when the rate was fetched or set' }) fetchedAt: string;
  @ApiProperty({ example: '58.1395' }) phpPerUnit: string;
  @ApiProperty({ example: '1 USD = 58.1395 PHP' }) display: string;
}

export class RatesDto {
  @ApiProperty({ enum: ['PHP'] }) base: 'PHP';
  @ApiProperty({ type: RateDto, isArray: true, description: 'PHP first, then by currency code; one page.' }) rates: RateDto[];
  @NextCursor() nextCursor: string | null;
}

export class AvailableCurrencyListDto {
  @ApiProperty({ type: AvailableCurrencyDto, isArray: true, description: 'PHP first, then by currency code; one page.' }) currencies: AvailableCurrencyDto[];
  @NextCursor() nextCursor: string | null;
}

export class AdminCurrencyDto {
  @ApiProperty() currencyCode: string;
  @ApiProperty() currencyName: string;
  @ApiProperty() currencySymbol: string;
  @ApiProperty() countryName: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, nullable: true }) rate: string | null;
  @ApiProperty({ ...RATE_SOURCE, nullable: true }) rateSource: RateSource | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) rateFetchedAt: string | null;
}

export class AdminCurrencyListDto {
  @ApiProperty({ type: AdminCurrencyDto, isArray: true, description: 'PHP first, then by currency code, active or not; one page.' }) currencies: AdminCurrencyDto[];
  @NextCursor() nextCursor: string | null;
}
