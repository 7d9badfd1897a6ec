import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { FIELD_RULES, checkField, type FieldErrors, type FieldName, type FormValues } from '@halimbawa/domain';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments } from 'class-validator';

type FormValidator = (values: FormValues) => FieldErrors;

const FORM_VALIDATOR = Symbol('domainFormValidator');
// One run of the form validator per DTO instance, however many fields ask.
const formErrors = new WeakMap<object, FieldErrors>();

/**
 * Names the libs/domain validator of the whole form (e.g. validateRegisterStep1), so that the
 * checks between fields (confirmation, phone valid for its country, new password differs)
 * are reported together with the single-field ones, under the same field names.
 */
export function DomainForm(validator: FormValidator): ClassDecorator {
  return (target) => Reflect.defineMetadata(FORM_VALIDATOR, validator, target);
}

function formErrorFor(args: ValidationArguments): string | null {
  const dto = args.object;
  const validator: FormValidator | undefined = Reflect.getMetadata(FORM_VALIDATOR, dto.constructor);
  if (!validator) return null;
  let errors = formErrors.get(dto);
  if (!errors) {
    errors = validator(dto);
    formErrors.set(dto, errors);
  }
  return errors[args.property] ?? null;
}

const isScalar = (value: unknown) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** JSON clients may send numbers and booleans; forms send text. The DTO always holds text. */
const AsText = () =>
  Transform(({ value }) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value));

function validateWith(fallbackMessage: string, check: (value: unknown) => string | null) {
  const problem = (args: ValidationArguments) =>
    isScalar(args.value) ? (check(args.value) ?? formErrorFor(args)) : (check('') ?? fallbackMessage);
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'domainField',
      target: object.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) => problem(args!) === null,
        defaultMessage: (args?: ValidationArguments) => problem(args!) ?? fallbackMessage,
      },
    });
}

/**
 * Validates a property with the libs/domain rule of the same form field (SPEC §5), so the API
 * and the web share one definition and one message, and documents it in OpenAPI.
 * `optional`: an absent value is accepted even if the form requires the field (e.g. phoneCountry
 * defaults to PH in JSON bodies).
 */
export function DomainField(name: FieldName, options: { optional?: boolean } = {}) {
  const rule = FIELD_RULES[name];
  const required = rule.required && !options.optional;
  return applyDecorators(
    ApiProperty({
      required,
      type: String,
      description: rule.message || undefined,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
      pattern: rule.pattern,
      enum: rule.options ? [...rule.options] : undefined,
    }),
    AsText(),
    validateWith(rule.message, (value) =>
      !required && (value === undefined || value === null || value === '') ? null : checkField(name, value as string),
    ),
  );
}

/** A required text field checked only for presence and length (e.g. the sign-in password). */
export function RequiredText(message: string, maxLength: number) {
  return applyDecorators(
    ApiProperty({ required: true, type: String, maxLength, description: message }),
    AsText(),
    validateWith(message, (value) => (typeof value === 'string' && value !== '' && value.length <= maxLength ? null : message)),
  );
}
