import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { FIELD_RULES, checkField, type FieldErrors, type FieldName, type FormValues } from '@halimbawa/domain';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

// One request validation style (docs/decisions/003-request-validation.md): a request DTO declares
// its fields, typed and documented; the global ValidationPipe only refuses fields it does not
// declare; the service checks the whole form with the form's validator (libs/domain's when the web
// shares the form, else the one beside the DTO) and throws FieldErrorsException.

interface DeclaredField {
  property: string;
  name: FieldName;
  required: boolean;
}

const DECLARED_FIELDS = Symbol('domainFields');

function declare(target: object, field: DeclaredField): void {
  const ctor = target.constructor;
  const inherited: DeclaredField[] = Reflect.getMetadata(DECLARED_FIELDS, ctor) ?? [];
  Reflect.defineMetadata(DECLARED_FIELDS, [...inherited, field], ctor);
}

/** JSON clients may send numbers and booleans; forms send text. The DTO holds text. */
export const AsText = () => Transform(({ value }) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value));

/** A request field the service checks: documented in OpenAPI and let through the whitelist. */
export function RequestField(options: ApiPropertyOptions) {
  return applyDecorators(ApiProperty(options), Allow());
}

/**
 * A form field with a libs/domain rule (docs/product.md §5): documented from the rule, held as
 * text. `required` and `description` override the rule's (e.g. phoneCountry defaults to PH in
 * JSON bodies); `number`: JSON clients may send the value as a number.
 */
export function DomainField(name: FieldName, options: { required?: boolean; description?: string; number?: 'number' | 'integer' } = {}) {
  const rule = FIELD_RULES[name];
  const common = { required: options.required ?? rule.required, description: options.description ?? (rule.message || undefined) };
  const text = {
    type: 'string' as const,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
    pattern: rule.pattern,
    enum: rule.options ? [...rule.options] : undefined,
  };
  const schema: ApiPropertyOptions =
    rule.control === 'checkbox'
      ? { ...common, oneOf: [{ type: 'string', example: 'on' }, { type: 'boolean' }] }
      : options.number
        ? { ...common, oneOf: [text, { type: options.number }] }
        : { ...common, ...text };
  const record: PropertyDecorator = (target, property) => declare(target, { property: String(property), name, required: common.required });
  return applyDecorators(RequestField(schema), AsText(), record);
}

const isScalar = (value: unknown) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A form's errors: the form validator's (with the checks between fields: confirmation, phone
 * number for its country, new password differs), each DomainField's own libs/domain rule first
 * (an optional field may be left empty).
 */
export function checkDomainFields(dto: object, form: (values: FormValues) => FieldErrors): FieldErrors {
  const formErrors = form(dto);
  const errors: FieldErrors = { ...formErrors };
  for (const { property, name, required } of Reflect.getMetadata(DECLARED_FIELDS, dto.constructor) as DeclaredField[]) {
    const value: unknown = (dto as Record<string, unknown>)[property];
    const own = (v: unknown) => (!required && (v === undefined || v === null || v === '') ? null : checkField(name, v as string));
    const problem = isScalar(value) ? (own(value) ?? formErrors[property]) : (own('') ?? FIELD_RULES[name].message);
    if (problem) errors[property] = problem;
  }
  return errors;
}
