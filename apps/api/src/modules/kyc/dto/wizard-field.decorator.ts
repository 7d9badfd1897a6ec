import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { FIELD_RULES, type FieldName } from '@halimbawa/domain';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/**
 * A wizard form field: documented in OpenAPI from its libs/domain rule and let through the global
 * ValidationPipe's whitelist. The step's libs/domain validator (validatePersonal, ...) checks the
 * whole form in the service, so that the 400 carries the wizard's own message
 * ('Please complete your information!' or the first problem) with every field's message.
 */
export function WizardField(name: FieldName, options: { required?: boolean; description?: string } = {}) {
  const rule = FIELD_RULES[name];
  return applyDecorators(
    ApiProperty({
      required: options.required ?? rule.required,
      type: String,
      description: options.description ?? (rule.message || undefined),
      minLength: rule.minLength,
      maxLength: rule.maxLength,
      pattern: rule.pattern,
      enum: rule.options ? [...rule.options] : undefined,
    }),
    Allow(),
    // JSON clients may send numbers and booleans (birthDay: 7, isAgree: true); forms send text.
    Transform(({ value }) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value)),
  );
}
