import { DEFAULT_LOAN_SETTINGS, MESSAGES, t } from '@halimbawa/domain';
import { describe, expect, it } from '@jest/globals';
import { PHP_CURRENCY, applicationErrors, applicationTexts, applicationQuery, applicationValuesOf, computeApplication, dashUrl } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';

const USD: CurrencyOption = { currencyCode: 'USD', currencyName: 'US Dollar', currencySymbol: '$', countryName: 'United States', rate: '0.0172', phpPerUnit: '58.1395' };
const CURRENCIES = [PHP_CURRENCY, USD];
const settings = DEFAULT_LOAN_SETTINGS;
const apply = (input: Parameters<typeof computeApplication>[0], keepTyped = false) => computeApplication({ agree: 'on', ...input }, settings, CURRENCIES, applicationTexts(), keepTyped);

describe('computeApplication: the amount and its limits', () => {
  it('uses an amount within the limits as typed, in PHP, without a note', () => {
    const s = apply({ amount: '200,000', currency: 'PHP', installmentCount: '6' });
    expect(s).toMatchObject({ amountText: '200,000.00', currency: 'PHP', amount: 20_000_000, amountPhp: 20_000_000, note: null, errors: {} });
    expect(s.quote).toMatchObject({ principal: 20_000_000, instalment: 3_433_334, totalRepay: 20_600_000 });
  });

  it('raises an amount below the minimum to it, with a note, and prices the minimum', () => {
    const s = apply({ amount: '100', currency: 'PHP' });
    expect(s).toMatchObject({ amountText: '150,000.00', amount: 15_000_000, amountPhp: 15_000_000, errors: {} });
    expect(s.note).toBe('The minimum loan is PHP 150,000.00, so the figures use that amount.');
    expect(s.quote).toMatchObject({ instalment: 2_575_000, totalRepay: 15_450_000 });
  });

  it('lowers an amount above the maximum to it, with a note', () => {
    const s = apply({ amount: '6,000,000', currency: 'PHP' });
    expect(s).toMatchObject({ amountText: '5,000,000.00', amountPhp: 500_000_000 });
    expect(s.note).toBe('The maximum loan is PHP 5,000,000.00, so the figures use that amount.');
  });

  it('keeps what is being typed when asked (the live form), and still prices the amount used', () => {
    expect(apply({ amount: '100' }, true)).toMatchObject({ amountText: '100', amountPhp: 15_000_000 });
    expect(apply({ amount: '200000' }, true)).toMatchObject({ amountText: '200000', amountPhp: 20_000_000 });
  });

  it('prices the minimum while nothing is typed, without a note or an error', () => {
    expect(apply({ amount: '' })).toMatchObject({ amountText: '150,000.00', amountPhp: 15_000_000, note: null, errors: {} });
  });

  it('refuses an unreadable amount, keeps it in the field and prices the minimum', () => {
    const s = apply({ amount: '1.234' });
    expect(s).toMatchObject({ amountText: '1.234', amountPhp: 15_000_000, errors: { amount: MESSAGES.amount } });
    expect(apply({ amount: '0' }).errors).toEqual({ amount: MESSAGES.amount });
  });
});

describe('computeApplication: currencies', () => {
  it('converts a foreign amount to PHP at the rate (PHP = amount / rate)', () => {
    const s = apply({ amount: '3,000', currency: 'USD' });
    expect(s).toMatchObject({ currency: 'USD', rate: '0.0172', phpPerUnit: '58.1395', amount: 300_000, amountPhp: 17_441_860, note: null, errors: {} });
    expect(s.amountText).toBe('3,000.00');
  });

  it('raises a foreign amount below the minimum, naming both amounts in the note', () => {
    const s = apply({ amount: '100', currency: 'usd' });
    expect(s).toMatchObject({ currency: 'USD', amountText: '2,580.00', amount: 258_000, amountPhp: 15_000_000, minAmount: 258_000, maxAmount: 8_600_000 });
    expect(s.note).toBe('The minimum loan is USD 2,580.00 (PHP 150,000.00), so the figures use that amount.');
  });

  it('refuses a currency that is not offered, and prices in PHP meanwhile', () => {
    const s = apply({ amount: '200,000', currency: 'XYZ' });
    expect(s.errors).toEqual({ currency: 'This currency is not available.' });
    expect(s).toMatchObject({ currency: 'PHP', rate: '1', amountPhp: 20_000_000 });
  });

  it('takes PHP when no currency is given, even without PHP in the list', () => {
    expect(computeApplication({ amount: '200,000', agree: 'on' }, settings, [USD], applicationTexts())).toMatchObject({ currency: 'PHP', rate: '1', errors: {} });
  });
});

describe('computeApplication: term and agreement', () => {
  it('takes an offered term, the default when none is given, and refuses any other', () => {
    expect(apply({ installmentCount: '12' })).toMatchObject({ installmentCount: 12, errors: {} });
    expect(apply({ installmentCount: 24 }).quote.months).toBe(24);
    expect(apply({})).toMatchObject({ installmentCount: 6, errors: {} });
    expect(apply({ installmentCount: '7' })).toMatchObject({ installmentCount: 6, errors: { installmentCount: MESSAGES.installmentCount } });
  });

  it('asks to read the agreement until the box is ticked', () => {
    const unticked = computeApplication({ amount: '150,000' }, settings, CURRENCIES, applicationTexts());
    expect(unticked).toMatchObject({ agree: false, errors: { agree: 'Please read Service and Policy Agreement' } });
    expect(apply({ amount: '150,000', agree: 'on' })).toMatchObject({ agree: true, errors: {} });
  });
});

describe('applicationErrors', () => {
  const ok = { amount: '150,000', currency: 'PHP', installmentCount: '6', agree: 'on' };

  it('accepts a complete application, an amount outside the limits included', () => {
    expect(applicationErrors(ok, settings, CURRENCIES, 'en')).toEqual({});
    expect(applicationErrors({ ...ok, amount: '100', currency: 'USD' }, settings, CURRENCIES, 'en')).toEqual({});
  });

  it('refuses a currency that is not offered, a bad amount or term, and an unticked agreement', () => {
    expect(applicationErrors({ ...ok, currency: 'XYZ' }, settings, CURRENCIES, 'en')).toEqual({ currency: 'This currency is not available.' });
    expect(applicationErrors({ ...ok, amount: '1.234', installmentCount: '7', agree: '' }, settings, CURRENCIES, 'en')).toEqual({
      amount: MESSAGES.amount,
      installmentCount: MESSAGES.installmentCount,
      agree: 'Please read Service and Policy Agreement',
    });
  });

  it('answers in the page\'s language', () => {
    expect(applicationErrors({ ...ok, currency: 'XYZ', agree: '' }, settings, CURRENCIES, 'fil')).toEqual({
      currency: t('fil', 'loan.currencyUnavailable'),
      agree: t('fil', 'field.serviceAgreement'),
    });
    expect(t('fil', 'field.serviceAgreement')).not.toBe(MESSAGES.serviceAgreement);
    const note = computeApplication({ amount: '1', agree: 'on' }, settings, CURRENCIES, applicationTexts('fil')).note;
    expect(note).toMatch(/^Ang pinakamababang loan ay PHP [0-9,]+\.00, kaya/);
  });
});

describe('applicationQuery and the values it carries', () => {
  const values = { amount: '150,000', currency: 'USD', installmentCount: '12', agree: 'on' };

  it('carries the typed values and the ticked box between pages', () => {
    expect(applicationQuery(values)).toBe('?amount=150%2C000&currency=USD&installmentCount=12&agree=on');
    expect(applicationValuesOf(new URLSearchParams(applicationQuery(values)))).toEqual(values);
  });

  it('ticks or unticks the box when told, and asks for the figures to be checked', () => {
    expect(applicationQuery({ amount: '150000' }, { agree: true, check: true })).toBe('?amount=150000&agree=on&check=1');
    expect(applicationQuery(values, { agree: false })).toBe('?amount=150%2C000&currency=USD&installmentCount=12');
  });

  it('leaves out what is empty', () => {
    expect(applicationQuery({})).toBe('');
    expect(applicationValuesOf(new URLSearchParams('amount=5'))).toEqual({ amount: '5', currency: '', installmentCount: '', agree: '' });
  });

  it('brings the member back to the form on /dash', () => {
    expect(dashUrl({ amount: '150000' }, { agree: true })).toBe('/dash?amount=150000&agree=on#apply');
  });
});
