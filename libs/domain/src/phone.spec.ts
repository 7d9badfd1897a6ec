import { PHONE_MESSAGE, PHONE_PATTERN, formatPhone, isE164, maskPhone, normalisePhone, splitPhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['PH', '9171234567', '+639171234567'],
    ['PH', '09171234567', '+639171234567'],
    ['PH', '+639171234567', '+639171234567'],
    ['PH', ' 917 123 4567 ', '+639171234567'],
    ['PH', '0917-123-4567', '+639171234567'],
    ['ph', '9171234567', '+639171234567'],
    ['', '9171234567', '+639171234567'],
    ['PH', '9000000001', '+639000000001'], // the demo officer (docs/product.md §10)
    ['US', '2025550123', '+12025550123'],
    ['US', '+12025550123', '+12025550123'],
    ['PH', '+12025550123', '+12025550123'], // E.164 input wins over the country
    ['GB', '07400123456', '+447400123456'],
  ])('%s %j -> %s', (country, input, e164) => {
    expect(normalisePhone(country, input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['PH', ''],
    ['PH', '   '],
    ['PH', '917123'], // too short
    ['PH', '91712345'], // 8 digits
    ['PH', '9171234567a'], // letters
    ['PH', 'abcdefghij'],
    ['PH', '+63 917 123 4567 8'], // too long for PH
    ['PH', '1234567890123456'], // 16 digits
    ['PH', '(0917) 123 4567'], // parentheses are not numbers
    ['PH', '0917--1234567'],
    ['PH', '++639171234567'],
    ['PH', '2025550123'], // a US number is not a PH number
    ['US', '9171234567'],
    ['XX', '9171234567'], // unknown country
    ['PH', '0000000000'],
  ])('refuses %s %j with the product message', (country, input) => {
    expect(normalisePhone(country, input)).toEqual({ ok: false, message: PHONE_MESSAGE });
  });

  it('uses the docs/product.md §5 message', () => {
    expect(PHONE_MESSAGE).toBe('Between 9 and 15 digits. Must start with a digit. Only numbers are permitted.');
  });

  it('has a pattern that compiles with v and u and agrees with the format check', () => {
    const v = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    const u = new RegExp(`^(?:${PHONE_PATTERN})$`, 'u');
    for (const s of ['9171234567', '+639171234567', '917 123 4567', '917123', 'abc', '9171234567a', '1234567890123456']) {
      expect(v.test(s)).toBe(u.test(s));
    }
    expect(v.test('917 123 4567')).toBe(true);
    expect(v.test('917123')).toBe(false);
  });
});

describe('phone helpers', () => {
  it('masks the middle of the number', () => {
    expect(maskPhone('+639171234567')).toBe('+63917*****67');
    expect(maskPhone('+12025550123')).toBe('+12025****23');
    expect(maskPhone('+639171234567')).not.toContain('12345');
  });

  it('recognises E.164 numbers', () => {
    expect(isE164('+639171234567')).toBe(true);
    expect(isE164('639171234567')).toBe(false);
    expect(isE164('+63917123')).toBe(false);
  });

  it('splits and formats', () => {
    expect(splitPhone('+639171234567')).toEqual({ country: 'PH', national: '9171234567' });
    expect(formatPhone('+639171234567')).toBe('+63 917 123 4567');
  });
});
