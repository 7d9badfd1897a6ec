import { BadRequestException, HttpException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { FORM_MESSAGES, type FieldErrors, type MessageKey, type MessageVars, t } from '@halimbawa/domain';

/** What a refusal says, as data: a key of the catalogue (its stable code) and the values its text needs. */
export interface Words {
  code: MessageKey;
  params?: MessageVars;
}

/**
 * A 4xx the client can act on without reading prose: the body is {code, message, params?, errors?}
 * where `code` is the catalogue key, `message` is its text in the request's language (worded by
 * AllExceptionsFilter), and `errors` has the same three for each form field that was refused.
 * `retryAfterS` sends a Retry-After header (a 429 or 503 to retry later).
 */
export class Refusal extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: MessageKey,
    readonly params?: MessageVars,
    readonly fields?: Readonly<Record<string, Words>>,
    readonly retryAfterS?: number,
  ) {
    super({ code, params, fields }, status);
  }

  static badRequest(code: MessageKey, params?: MessageVars): Refusal {
    return new Refusal(HttpStatus.BAD_REQUEST, code, params);
  }
  static notFound(code: MessageKey = 'apiErrors.notFound', params?: MessageVars): Refusal {
    return new Refusal(HttpStatus.NOT_FOUND, code, params);
  }
  static conflict(code: MessageKey, params?: MessageVars): Refusal {
    return new Refusal(HttpStatus.CONFLICT, code, params);
  }
  static forbidden(code: MessageKey = 'apiErrors.forbidden', params?: MessageVars): Refusal {
    return new Refusal(HttpStatus.FORBIDDEN, code, params);
  }
  /** 400 with one refusal per form field. */
  static fields(fields: Readonly<Record<string, Words>>): Refusal {
    return new Refusal(HttpStatus.BAD_REQUEST, 'form.checkFields', undefined, fields);
  }
  static retryLater(code: MessageKey, retryAfterS: number, status: HttpStatus = HttpStatus.TOO_MANY_REQUESTS): Refusal {
    return new Refusal(status, code, undefined, undefined, retryAfterS);
  }
}

export const FIELD_ERRORS_MESSAGE: string = FORM_MESSAGES.checkFields;

/** 400 {message, errors: {field: message}}: the shape the web re-renders beside each field. */
export class FieldErrorsException extends BadRequestException {
  constructor(
    readonly errors: Record<string, string>,
    message = FIELD_ERRORS_MESSAGE,
  ) {
    super({ message, errors });
  }
}

/** The stable codes of a 429 that a client may act on (wait `Retry-After` seconds, then retry). */
export type RetryLaterCode = 'IMAGE_DECODER_BUSY' | 'DOCUMENT_READS_LIMITED' | 'DOCUMENT_UPLOADS_LIMITED';

/** The stable codes of refusals a client acts on by itself, not only by showing the message (CodedRefusalDto lists them). */
export type RefusalCode = RetryLaterCode | 'SIGN_IN_CODE_REQUIRED';

/**
 * {message, code}: the message is for the reader (in their language), the code for a client that
 * tells the cases apart without reading the text.
 */
export class CodedRefusalException extends HttpException {
  constructor(
    message: string,
    readonly code: RefusalCode,
    status: HttpStatus,
  ) {
    super({ message, code }, status);
  }
}

/** 429 {message, code} with a Retry-After header (set by AllExceptionsFilter). */
export class RetryLaterException extends CodedRefusalException {
  constructor(
    message: string,
    code: RetryLaterCode,
    readonly retryAfterS: number,
  ) {
    super(message, code, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Throws FieldErrorsException when the domain validators found anything. */
export function assertNoFieldErrors(errors: FieldErrors): void {
  const clean = Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
  if (Object.keys(clean).length > 0) throw new FieldErrorsException(clean);
}

const NOT_ALLOWED = t('en', 'apiErrors.fieldNotAllowed');

/** One message per field from class-validator's errors (nested properties as "a.b"). */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix + error.property;
    const constraints = error.constraints ?? {};
    const keys = Object.keys(constraints);
    if (keys.length > 0) {
      // The services check the values (docs/decisions/003): the pipe only refuses undeclared fields and non-objects.
      out[field] = keys.includes('whitelistValidation') ? NOT_ALLOWED : constraints[keys[0]];
    }
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, `${field}.`));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FieldErrorsException(flattenValidationErrors(errors)),
  });
}
