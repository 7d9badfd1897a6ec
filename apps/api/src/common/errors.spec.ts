import { BadRequestException } from '@nestjs/common';
import { DomainField } from './domain-field.decorator';
import { createValidationPipe } from './errors';

class Form {
  @DomainField('phoneCountry', { required: false }) phoneCountry?: string;
  @DomainField('email') email: string;
  @DomainField('monthlyNetIncome', { number: 'integer' }) monthlyNetIncome: string;
  @DomainField('agree') agree: string;
}

const pipe = createValidationPipe();
const transform = (body: object) => pipe.transform(body, { type: 'body', metatype: Form });

async function refusal(body: object): Promise<unknown> {
  try {
    await transform(body);
  } catch (error) {
    return (error as BadRequestException).getResponse();
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
    const answer = (await refusal({ email: { $ne: '' }, agree: ['on'] })) as { errors: Record<string, string> };
    expect(Object.keys(answer.errors).sort()).toEqual(['agree', 'email']);
  });

  it('refuses fields the DTO does not declare, with one message per field', async () => {
    expect(await refusal({ email: 'a@b.ph', admin: true, roles: ['ADMIN'] })).toEqual({
      message: 'Please check the highlighted fields.',
      errors: { admin: 'This field is not allowed.', roles: 'This field is not allowed.' },
    });
  });
});
