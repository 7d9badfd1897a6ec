import { currencyName } from './currency-name';

describe('currencyName', () => {
  it('is the stored name in English and Intl’s name in Filipino', () => {
    expect(currencyName('USD', 'US Dollar', 'en')).toBe('US Dollar');
    expect(currencyName('USD', 'US Dollar', 'fil')).toBe(new Intl.DisplayNames(['fil'], { type: 'currency' }).of('USD'));
    expect(currencyName('USD', 'US Dollar', 'fil')).not.toBe('US Dollar');
  });

  it('keeps the stored name of a currency Intl does not name', () => {
    expect(currencyName('XQQ', 'Test Token', 'fil')).toBe('Test Token');
  });
});
