import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { FIELD_RULES, checkField, fieldWords, type FieldErrors, type FieldName, type FormValues, type MessageKey, type Words } from '@halimbawa/domain';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

// One request validation style (docs/decisions/003-request-validation.md): a request DTO declares
// its fields, typed and documented; the global ValidationPipe only refuses fields it does not
// declare; the service checks the whole form with the form's validator (libs/domain's when the web
// shares the form, else the one beside the DTO) and refuses with Refusal.fields (refuseFields).

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

/** The JSON types a field accepts. Query strings and forms send text, so text is always accepted. */
type JsonKind = 'string' | 'number' | 'integer' | 'boolean';

const KIND_CODES: Record<JsonKind, MessageKey> = {
  string: 'apiErrors.sendAsText',
  number: 'apiErrors.sendAsNumber',
  integer: 'apiErrors.sendAsWholeNumber',
  boolean: 'apiErrors.sendAsBoolean',
};

function kindOf(type: unknown): JsonKind | null {
  if (type === String || type === 'string') return 'string';
  if (type === Number || type === 'number') return 'number';
  if (type === 'integer') return 'integer';
  if (type === Boolean || type === 'boolean') return 'boolean';
  return null;
}

/** The kinds a documented field accepts (from its schema, else its TypeScript type); null: not a scalar. */
function kindsOf(options: ApiPropertyOptions, designType: unknown): JsonKind[] | null {
  const o = options as { oneOf?: { type?: unknown }[]; enum?: unknown; type?: unknown; isArray?: boolean };
  if (o.isArray) return null;
  if (o.oneOf) {
    const kinds = o.oneOf.map((x) => kindOf(x.type));
    return kinds.every((k): k is JsonKind => k !== null) ? kinds : null;
  }
  if (o.enum) return ['string'];
  return o.type !== undefined ? (kindOf(o.type) && [kindOf(o.type) as JsonKind]) : kindOf(designType) && [kindOf(designType) as JsonKind];
}

/** A value of the kind as received: a number only finite and exact (not rounded), text always. */
function isOfKind(value: unknown, kind: JsonKind): boolean {
  if (typeof value === 'string') return true;
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
  if (kind === 'integer') return Number.isSafeInteger(value);
  return false;
}

const accepted = (value: unknown, kinds: JsonKind[]) => value === undefined || value === null || kinds.some((k) => isOfKind(value, k));

/**
 * Refuses a value of another JSON type (an object, an array, a boolean or a number in a text
 * field; a rounded number) with the field's message, instead of storing "[object Object]",
 * "true" or a rounded figure. Undeclared scalars keep class-validator's Allow. The constraint's
 * message is the catalogue key (flattenValidationErrors reads it as the refusal's code).
 */
function JsonTypeOf(kinds: JsonKind[] | null, code: MessageKey | undefined): PropertyDecorator {
  return ValidateBy({
    name: 'jsonType',
    validator: {
      validate: (value) => kinds === null || accepted(value, kinds),
      defaultMessage: () => code ?? KIND_CODES[kinds?.[0] ?? 'string'],
    },
  });
}

/** A request field the service checks: documented in OpenAPI, let through the whitelist, of its JSON type. */
export function RequestField(options: ApiPropertyOptions, code?: MessageKey): PropertyDecorator {
  return (target, property) => {
    const kinds = kindsOf(options, Reflect.getMetadata('design:type', target, property));
    applyDecorators(ApiProperty(options), JsonTypeOf(kinds, code))(target, property);
  };
}

/** Exact numbers and booleans, held as text as forms send them (anything else is left for JsonTypeOf to refuse). */
export const AsText = () =>
  Transform(({ value }) => (isOfKind(value, 'number') || typeof value === 'boolean' ? String(value) : value));

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
    // An HTML pattern matches the whole value; JSON Schema's matches anywhere unless anchored.
    pattern: rule.pattern ? `^(?:${rule.pattern})$` : undefined,
    enum: rule.options ? [...rule.options] : undefined,
  };
  const schema: ApiPropertyOptions =
    rule.control === 'checkbox'
      ? { ...common, oneOf: [{ type: 'string', example: 'on' }, { type: 'boolean' }] }
      : options.number
        ? { ...common, oneOf: [text, { type: options.number }] }
        : { ...common, ...text };
  const record: PropertyDecorator = (target, property) => declare(target, { property: String(property), name, required: common.required });
  // A text field takes text only; a number or a tick may come as JSON's own type.
  const asText = rule.control === 'checkbox' || options.number ? [AsText()] : [];
  return applyDecorators(RequestField(schema, rule.messageKey && fieldWords(rule.messageKey).code), ...asText, record);
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
    const problem = isScalar(value) ? (own(value) ?? formErrors[property]) : (own('') ?? ruleWordsOf(name));
    if (problem) errors[property] = problem;
  }
  return errors;
}

/** The words of a field's libs/domain rule. */
function ruleWordsOf(name: FieldName): Words | undefined {
  const key = FIELD_RULES[name].messageKey;
  return key ? fieldWords(key) : undefined;
}

/** The libs/domain rule's words of a DTO's DomainField `property`, if it is one. */
export function fieldWordsOf(dto: unknown, property: string): Words | undefined {
  const declared: DeclaredField[] = (typeof dto === 'function' && Reflect.getMetadata(DECLARED_FIELDS, dto)) || [];
  const field = declared.find((f) => f.property === property);
  return field ? ruleWordsOf(field.name) : undefined;
}
