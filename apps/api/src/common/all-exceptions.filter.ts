import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { t, type Language, type MessageKey } from '@halimbawa/domain';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestLanguage } from './language';
import { Refusal } from './errors';

/** The code of an exception that is not a Refusal (the framework's own), by its status. */
const STATUS_CODES: Record<number, MessageKey> = {
  400: 'apiErrors.badRequest',
  401: 'apiErrors.signIn',
  403: 'apiErrors.forbidden',
  404: 'apiErrors.notFound',
  405: 'apiErrors.methodNotAllowed',
  409: 'apiErrors.conflict',
  413: 'apiErrors.tooLarge',
  415: 'apiErrors.unsupportedType',
  429: 'apiErrors.tooManyAttempts',
};

/**
 * Fastify's own errors from reading a body (setup.ts), which reach the filter as an HttpException
 * with Fastify's text: answered with our codes.
 */
const FASTIFY_BODY_ERRORS = new Map<string, MessageKey>([
  [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message, 'apiErrors.tooLarge'],
  [new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH().message, 'apiErrors.bodyUnreadable'],
]);

/**
 * Every error leaves the API as one body, {code, message, params?, errors?} (RefusalDto), in the
 * request's language; a refusal to retry later with Retry-After. Never a stack trace, never a
 * framework's internal text, and never a 5xx for bad input.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const refusal = asRefusal(exception);
    const status = refusal.getStatus();
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error({
        message: 'Unhandled error',
        method: req.method,
        path: req.url.split('?')[0],
        error: exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : String(exception),
      });
    }
    if (res.sent) return;
    if (refusal.retryAfterS !== undefined) res.header('Retry-After', String(refusal.retryAfterS));
    res.status(status).send(refusalBody(refusal, requestLanguage(req)));
  }
}

/** Any exception as a Refusal: its own, or the code of the framework's status. */
export function asRefusal(exception: unknown): Refusal {
  if (exception instanceof Refusal) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // A 503 says what to do (Refusal.retryLater); any other 5xx says nothing of the cause.
    if (status >= 500) return new Refusal(status, 'apiErrors.somethingWrong');
    const fastifyCode = FASTIFY_BODY_ERRORS.get(exception.message);
    return new Refusal(status, fastifyCode ?? STATUS_CODES[status] ?? 'apiErrors.requestFailed');
  }
  // A body stream that broke off (the client went away): Fastify hands on the stream's error with status 400.
  if (exception instanceof Error && (exception as { statusCode?: unknown }).statusCode === 400) {
    return Refusal.badRequest('apiErrors.bodyUnreadable');
  }
  return new Refusal(HttpStatus.INTERNAL_SERVER_ERROR, 'apiErrors.somethingWrong');
}

/** {code, message, params?, errors?}: the one error body (RefusalDto), worded in `lang`. */
export function refusalBody(refusal: Refusal, lang: Language): Record<string, unknown> {
  const body: Record<string, unknown> = { code: refusal.code, message: t(lang, refusal.code, refusal.params) };
  if (refusal.params && Object.keys(refusal.params).length > 0) body.params = refusal.params;
  if (refusal.fields && Object.keys(refusal.fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(refusal.fields).map(([field, words]) => [field, { ...words, message: t(lang, words.code, words.params) }]),
    );
  }
  return body;
}
