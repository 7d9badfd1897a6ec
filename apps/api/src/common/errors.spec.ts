import { DomainField } from './domain-field.decorator';
import { Refusal, createValidationPipe } from './errors';

class Form {
  @DomainField('phoneCountry', { required: false }) phoneCountry?: string;
  @DomainField('email') email: string;
  @DomainField('monthlyNetIncome', { number: 'integer' }) monthlyNetIncome: string;
  @DomainField('agree') agree: string;
}

const pipe = createValidationPipe();
const transform = (body: object) => pipe.transform(body, { type: 'body', metatype: Form });

async function refusal(body: object): Promise<Pick<Refusal, 'code' | 'fields'>> {
  try {
    await transform(body);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { code: error.code, fields: error.fields };
  }
  throw new Error('expected a 400');
}

describe('the global ValidationPipe with DomainField DTOs', () => {
  it('lets every declared field through, a number or a tick sent as JSON held as text, for the service to check', async () => {
    const dto = await transform({ email: 'nope', monthlyNetIncome: 35000, agree: true });
    expect(dto).toBeInstanceOf(Form);
    expect({ ...dto }).toEqual({ email: 'nope', monthlyNetIncome: '35000', agree: 'true' });
  });

  it('refuses a value of another JSON type in a text field instead of storing it as text', async () => {
    // The field's own rule says what it takes.
    expect((await refusal({ email: { $ne: '' }, agree: ['on'] })).fields).toEqual({ agree: { code: 'field.agree' }, email: { code: 'field.email' } });
  });

  it('refuses fields the DTO does not declare, with one code per field', async () => {
    expect(await refusal({ email: 'a@b.ph', admin: true, roles: ['ADMIN'] })).toEqual({
      code: 'form.checkFields',
      fields: { admin: { code: 'apiErrors.fieldNotAllowed' }, roles: { code: 'apiErrors.fieldNotAllowed' } },
    });
  });
});
