import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainField } from './domain-field.decorator';
import { flattenValidationErrors } from './errors';

class Form {
  @DomainField('phoneCountry', { optional: true }) phoneCountry?: string;
  @DomainField('email') email: string;
  @DomainField('monthlyNetIncome') monthlyNetIncome: string;
  @DomainField('agree') agree: string;
}

async function errorsOf(plain: object): Promise<Record<string, string>> {
  const instance = plainToInstance(Form, plain);
  return flattenValidationErrors(await validate(instance, { whitelist: true, forbidNonWhitelisted: true }));
}

describe('DomainField and flattenValidationErrors', () => {
  it('gives one message per field, the domain rule message', async () => {
    expect(await errorsOf({ email: 'nope', monthlyNetIncome: '12', agree: '' })).toEqual({
      email: 'Invalid email format.',
      monthlyNetIncome: 'Please enter your monthly net income in whole pesos (3 to 7 digits).',
      agree: 'Please tick the box to agree.',
    });
  });

  it('accepts numbers and booleans from JSON as their text, and an absent optional field', async () => {
    expect(await errorsOf({ email: 'a@b.ph', monthlyNetIncome: 35000, agree: true })).toEqual({});
  });

  it('refuses objects and unknown fields', async () => {
    expect(await errorsOf({ email: { $ne: 1 }, monthlyNetIncome: '35000', agree: 'on', admin: true })).toEqual({
      email: 'Invalid email format.',
      admin: 'This field is not allowed.',
    });
  });
});
