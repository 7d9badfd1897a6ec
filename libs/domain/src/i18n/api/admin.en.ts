/** The back office's currency forms (apps/api modules/currencies) and the development helpers (modules/dev). */
export const apiCurrencies = {
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
};

export const apiDev = {
  outboxAddress: 'Give a phone number in E.164 form (e.g. +639171234567) or an e-mail address.',
  clockTime: 'Give an ISO 8601 date and time between {{first}} and {{last}}, e.g. 2027-01-31T02:00:00Z.',
  clockAhead: 'At most ten years ahead.',
  clockBack: 'At most ten years back.',
  clockWholeSeconds: 'Give a whole number of seconds.',
  clockEither: 'Give isoTime or offsetSeconds.',
  job: 'Choose one of {{jobs}}.',
};
