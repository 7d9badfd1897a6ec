import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { normaliseRate } from '../rates.math';

export const MESSAGES = {
  currencyCode: 'Use the 3-letter ISO 4217 code, e.g. USD.',
  currencyName: 'Please enter the currency name (2 to 60 characters).',
  currencySymbol: 'Please enter the currency symbol (1 to 8 characters).',
  countryName: 'Please enter the country name (2 to 100 characters).',
  active: 'Choose true (active) or false (inactive).',
  rate: 'Enter the rate as units of the currency per 1 PHP: a positive number with at most 10 decimals.',
  requiredToAdd: 'This field is required to add a currency.',
  unknownCurrency: 'Unknown currency. Add it with POST /admin/currencies first.',
  phpRate: 'The rate of PHP is always 1.',
  phpActive: 'PHP is the base currency and stays active.',
} as const;

const text = (min: number, max: number) => (v: unknown) => typeof v === 'string' && v.trim().length >= min && v.trim().length <= max;

/** One rule, one message per field: the API's 400 {message, errors: {field: message}}. */
function Rule(message: string, check: (value: unknown) => boolean, doc: ApiPropertyOptions, optional = false) {
  return applyDecorators(
    ApiProperty({ ...doc, required: !optional, description: doc.description ? `${doc.description}. ${message}` : message } as ApiPropertyOptions),
    ValidateBy({
      name: 'domainField',
      validator: {
        validate: (value: unknown) => (optional && (value === undefined || value === null) ? true : check(value)),
        defaultMessage: () => message,
      },
    }),
  );
}

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const upper = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
/** Forms post "true" / "false"; JSON sends booleans. */
const bool = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** POST /admin/currencies: adds a currency (all fields) or changes the given fields of one. */
export class UpsertCurrencyDto {
  @upper()
  @Rule(MESSAGES.currencyCode, (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), { type: String, example: 'USD', pattern: '^[A-Z]{3}$' })
  currencyCode: string;

  @trim()
  @Rule(MESSAGES.currencyName, text(2, 60), { type: String, example: 'US Dollar' }, true)
  currencyName?: string;

  @trim()
  @Rule(MESSAGES.currencySymbol, text(1, 8), { type: String, example: '$' }, true)
  currencySymbol?: string;

  @trim()
  @Rule(MESSAGES.countryName, text(2, 100), { type: String, example: 'United States' }, true)
  countryName?: string;

  @bool()
  @Rule(MESSAGES.active, (v) => typeof v === 'boolean', { type: Boolean, example: true }, true)
  active?: boolean;
}

/** POST /admin/rates. */
export class SetRateDto {
  @upper()
  @Rule(MESSAGES.currencyCode, (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), { type: String, example: 'USD', pattern: '^[A-Z]{3}$' })
  currencyCode: string;

  @Rule(MESSAGES.rate, (v) => normaliseRate(v) !== null, { type: String, example: '0.0172', description: 'units of the currency per 1 PHP' })
  rate: string | number;
}

export class AvailableCurrencyDto {
  @ApiProperty({ example: 'USD' }) currencyCode: string;
  @ApiProperty({ example: 'US Dollar' }) currencyName: string;
  @ApiProperty({ example: '$' }) currencySymbol: string;
  @ApiProperty({ example: 'United States' }) countryName: string;
  @ApiProperty({ example: '0.0172', description: 'units of the currency per 1 PHP (decimal text)' }) rate: string;
  @ApiProperty({ example: '58.1395', description: 'PHP per 1 unit of the currency, 4 decimals (1 / rate)' }) phpPerUnit: string;
}

export class RateDto {
  @ApiProperty({ example: 'USD' }) currencyCode: string;
  @ApiProperty({ example: 'US Dollar' }) currencyName: string;
  @ApiProperty({ example: '$' }) currencySymbol: string;
  @ApiProperty({ example: '0.0172', description: 'units of the currency per 1 PHP (decimal text, at most 10 decimals)' }) rate: string;
  @ApiProperty({ enum: ['seed', 'admin', 'http', 'fake'] }) source: string;
  @ApiProperty({ format: 'date-time', description: 'when the rate was fetched or set' }) fetchedAt: string;
  @ApiProperty({ example: '58.1395' }) phpPerUnit: string;
  @ApiProperty({ example: '1 USD = 58.1395 PHP' }) display: string;
}

export class RatesDto {
  @ApiProperty({ example: 'PHP' }) base: 'PHP';
  @ApiProperty({ type: RateDto, isArray: true }) rates: RateDto[];
}

export class AdminCurrencyDto {
  @ApiProperty() currencyCode: string;
  @ApiProperty() currencyName: string;
  @ApiProperty() currencySymbol: string;
  @ApiProperty() countryName: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, nullable: true }) rate: string | null;
  @ApiProperty({ type: String, nullable: true }) rateSource: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) rateFetchedAt: string | null;
}
