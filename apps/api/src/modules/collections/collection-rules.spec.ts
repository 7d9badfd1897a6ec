import { bucketOf, forbiddenWordsIn, renderTemplate, unknownPlaceholders } from './collection-rules';

describe('the rules of collecting', () => {
  it('buckets days past due as 1-30, 31-60, 61-90 and 90+', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([null, '1-30', '1-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+']);
  });

  it('finds threatening or shaming words as whole words, in English and Filipino, any case', () => {
    expect(forbiddenWordsIn('Pay now or we call the POLICE and tell your employer.')).toEqual(['police', 'employer']);
    expect(forbiddenWordsIn('Magbayad ka na o ikukulong ka, ipapahiya ka namin sa kapitbahay.')).toEqual(['ikukulong', 'ipapahiya', 'kapitbahay']);
    expect(forbiddenWordsIn('Good day! Please pay through the Pay page. Thank you, Juan.')).toEqual([]);
    // A forbidden word inside another word is not one ("posted" is not "post", "issue" is not "sue").
    expect(forbiddenWordsIn('Your payment was posted; no issue.')).toEqual([]);
  });

  it('knows its placeholders and fills them', () => {
    expect(unknownPlaceholders('{{company}}: {{name}}, {{ loanNumber }} {{amountDue}} {{employer}}')).toEqual(['employer']);
    expect(renderTemplate('{{company}}: Hi {{name}}, PHP {{amountDue}} on {{loanNumber}}.', { company: 'HLC', name: 'Juan', loanNumber: 'HLC-2027-000001', amountDue: '25,750.00' })).toBe(
      'HLC: Hi Juan, PHP 25,750.00 on HLC-2027-000001.',
    );
  });
});
