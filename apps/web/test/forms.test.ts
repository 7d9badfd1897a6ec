import { FIELD_RULES, fieldMessages } from '@halimbawa/domain';
import { describe, expect, it } from '@jest/globals';
import { fieldProps, formRefusal, formValues, keepSafe, refusedStatus, splitApiErrors } from '~/lib/forms';

describe('fieldProps', () => {
  it("gives an input the attributes of its domain rule", () => {
    expect(fieldProps('phoneNumber')).toEqual({
      name: 'phoneNumber',
      required: true,
      minLength: FIELD_RULES.phoneNumber.minLength,
      maxLength: FIELD_RULES.phoneNumber.maxLength,
      pattern: FIELD_RULES.phoneNumber.pattern,
      inputMode: FIELD_RULES.phoneNumber.inputMode,
      autoComplete: FIELD_RULES.phoneNumber.autoComplete,
    });
    expect(fieldProps('middleName').required).toBeUndefined();
  });

  it("with a language, titles a patterned input with its rule's message in that language (the browser shows it on a mismatch)", () => {
    expect(fieldProps('firstName', {}, 'en').title).toBe('Please enter your first name. Ensure the first name is within a reasonable length.');
    expect(fieldProps('firstName', {}, 'fil').title).toBe(fieldMessages('fil').firstName);
    expect(fieldMessages('fil').firstName).not.toBe(fieldMessages('en').firstName);
    expect(fieldProps('withdrawalAmount', { name: 'amount' }, 'en').title).toBe(fieldMessages('en').withdrawalAmount);
    // Nothing to explain without a pattern: a select, or a pattern taken off by the form.
    expect(fieldProps('maritalStatus', {}, 'en').title).toBeUndefined();
    expect(fieldProps('currency', { pattern: undefined }, 'en').title).toBeUndefined();
    expect(fieldProps('firstName').title).toBeUndefined();
  });

  it('lets a form rename the field or change an attribute', () => {
    expect(fieldProps('currentPassword', { name: 'password', autoComplete: 'current-password' })).toMatchObject({ name: 'password', required: true, autoComplete: 'current-password' });
  });
});

describe('formValues', () => {
  it('reads the named fields as text, absent ones and files as empty', () => {
    const form = new FormData();
    form.append('email', 'juan@example.com');
    form.append('photo', new Blob(['x']), 'photo.jpg');
    expect(formValues(form, ['email', 'fullName', 'photo'])).toEqual({ email: 'juan@example.com', fullName: '', photo: '' });
  });
});

describe('keepSafe', () => {
  const typed = { email: 'juan@', password: 'Secret#2026', confirmPassword: 'Secret#2026', code: '123456', csrf: 't', amount: '150,000' };

  it('keeps what was typed but, without a refusal to read, never a password, a code or the CSRF token', () => {
    expect(keepSafe({ ...typed, currentPassword: 'x' })).toEqual({ email: 'juan@', amount: '150,000' });
  });

  it('keeps the passwords and the code when only other fields were refused (an e-mail typo)', () => {
    expect(keepSafe(typed, { errors: { email: 'Invalid email format.' } })).toEqual({ email: 'juan@', password: 'Secret#2026', confirmPassword: 'Secret#2026', code: '123456', amount: '150,000' });
  });

  it('drops the passwords when one of them was refused, and the code when it was', () => {
    expect(keepSafe(typed, { errors: { confirmPassword: 'The passwords do not match.' } })).toEqual({ email: 'juan@', code: '123456', amount: '150,000' });
    expect(keepSafe(typed, { errors: { code: 'Wrong code.' } })).toEqual({ email: 'juan@', password: 'Secret#2026', confirmPassword: 'Secret#2026', amount: '150,000' });
  });

  it('drops every secret after a refusal of the whole form (a wrong sign-in)', () => {
    expect(keepSafe(typed, { errors: {}, formError: 'Invalid phone number or password.' })).toEqual({ email: 'juan@', amount: '150,000' });
    expect(keepSafe(typed, { errors: { email: 'Invalid email format.' }, formError: 'No Server Response' })).toEqual({ email: 'juan@', amount: '150,000' });
  });
});

describe('formRefusal', () => {
  it('is the one shape of a refused form: messages, safe values and a new attempt each time', () => {
    const first = formRefusal({ errors: { email: 'Invalid email format.' }, values: { email: 'juan@', password: 'Secret#2026' }, formError: 'Please check the highlighted fields.' });
    expect(first).toEqual({
      ok: false,
      errors: { email: 'Invalid email format.' },
      values: { email: 'juan@' },
      formError: 'Please check the highlighted fields.',
      attempt: expect.any(String),
    });
    expect(formRefusal({}).attempt).not.toBe(first.attempt);
    expect(formRefusal({})).not.toHaveProperty('formError');
  });
});

describe('splitApiErrors', () => {
  const fields = ['email', 'fullName'];

  it('puts the errors of the form’s fields beside them', () => {
    expect(splitApiErrors({ message: 'Please check the highlighted fields.', errors: { email: 'Invalid email format.' } }, fields)).toEqual({
      errors: { email: 'Invalid email format.' },
    });
  });

  it('puts an error about a field the form does not show at the top', () => {
    expect(splitApiErrors({ message: 'Please check the highlighted fields.', errors: { email: 'Invalid email format.', phoneNumber: 'Taken.' } }, fields)).toEqual({
      errors: { email: 'Invalid email format.' },
      formError: 'Taken.',
    });
  });

  it('puts the message at the top when no field is named (a 401, a 429, No Server Response)', () => {
    expect(splitApiErrors({ message: 'No Server Response', errors: {} }, fields)).toEqual({ errors: {}, formError: 'No Server Response' });
    expect(splitApiErrors({ message: 'Please check the highlighted fields.', errors: { phoneNumber: 'Taken.', email: '' } }, fields)).toEqual({
      errors: {},
      formError: 'Please check the highlighted fields. Taken.',
    });
  });
});

describe('refusedStatus', () => {
  it("answers a refused form with the API's 4xx, and with 503 when the API failed or could not be reached", () => {
    expect([400, 403, 409, 429].map(refusedStatus)).toEqual([400, 403, 409, 429]);
    expect([0, 500, 502, 503].map(refusedStatus)).toEqual([503, 503, 503, 503]);
  });
});
