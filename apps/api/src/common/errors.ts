import { HttpException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { hasMessage, type FieldErrors, type MessageKey, type MessageVars, type Words } from '@halimbawa/domain';

export type { Words };

/** How long a client waits before sending again a request refused with a 503. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

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
  static unauthorized(code: MessageKey = 'apiErrors.signIn'): Refusal {
    return new Refusal(HttpStatus.UNAUTHORIZED, code);
  }
  static unprocessable(code: MessageKey, params?: MessageVars): Refusal {
    return new Refusal(HttpStatus.UNPROCESSABLE_ENTITY, code, params);
  }
  /**
   * 503 with Retry-After: the service cannot do it now (a gateway or the database is down, the
   * process is shutting down); nothing was done, and the same request may be sent again.
   */
  static unavailable(code: MessageKey, retryAfterS = UNAVAILABLE_RETRY_AFTER_S): Refusal {
    return new Refusal(HttpStatus.SERVICE_UNAVAILABLE, code, undefined, undefined, retryAfterS);
  }
  /** 400 with one refusal per form field; `top` says it above the form. */
  static fields(fields: FieldErrors, top: Words = { code: 'form.checkFields' }): Refusal {
    const refused = Object.entries(fields).filter((e): e is [string, Words] => e[1] !== undefined);
    return new Refusal(HttpStatus.BAD_REQUEST, top.code, top.params, Object.fromEntries(refused));
  }
  /** 429 (or `status`, a 503) with Retry-After. */
  static retryLater(code: MessageKey, retryAfterS: number, params?: MessageVars, status: HttpStatus = HttpStatus.TOO_MANY_REQUESTS): Refusal {
    return new Refusal(status, code, params, undefined, retryAfterS);
  }
}

/** Throws a 400 Refusal.fields when a form's validator refused any field. */
export function refuseFields(errors: FieldErrors): void {
  if (Object.values(errors).some((words) => words !== undefined)) throw Refusal.fields(errors);
}

/** The catalogue key a class-validator constraint carries as its message (RequestField), else a generic one. */
const constraintWords = (message: string): Words => ({ code: hasMessage(message) ? (message as MessageKey) : 'apiErrors.badRequest' });

/** One refusal per field from class-validator's errors (nested properties as "a.b"). */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, Words> {
  const out: Record<string, Words> = {};
  for (const error of errors) {
    const field = prefix + error.property;
    const constraints = error.constraints ?? {};
    const keys = Object.keys(constraints);
    if (keys.length > 0) {
      // The services check the values (docs/decisions/003): the pipe only refuses undeclared fields and non-objects.
      out[field] = keys.includes('whitelistValidation') ? { code: 'apiErrors.fieldNotAllowed' } : constraintWords(constraints[keys[0]]);
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
    exceptionFactory: (errors) => Refusal.fields(flattenValidationErrors(errors)),
  });
}
