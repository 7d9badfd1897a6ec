import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { t, type Language, type MessageKey } from '@halimbawa/domain';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestLanguage } from './language';
import { CodedRefusalException, Refusal, RetryLaterException } from './errors';
import { localize, localizeErrors } from './localize';

const DEFAULT_MESSAGES: Record<number, MessageKey> = {
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
 * with Fastify's text: answered in our words.
 */
const FASTIFY_BODY_ERRORS = new Map<string, MessageKey>([
  [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message, 'apiErrors.tooLarge'],
  [new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH().message, 'apiErrors.bodyUnreadable'],
]);

/**
 * Every error leaves the API as {message} or {message, errors} (a 429 to retry later as {message,
 * code}, with Retry-After): never a stack trace, never a
 * framework's internal text, and never a 5xx for bad input; in the request's language.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception);
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error({
        message: 'Unhandled error',
        method: req.method,
        path: req.url.split('?')[0],
        error: exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : String(exception),
      });
    }
    if (res.sent) return;
    const lang = requestLanguage(req);
    if (exception instanceof Refusal) {
      if (exception.retryAfterS !== undefined) res.header('Retry-After', String(exception.retryAfterS));
      res.status(status).send(refusalBody(exception, lang));
      return;
    }
    const message = localize(body.message, lang);
    if (exception instanceof CodedRefusalException) {
      if (exception instanceof RetryLaterException) res.header('Retry-After', String(exception.retryAfterS));
      res.status(status).send({ message, code: exception.code });
      return;
    }
    res.status(status).send(body.errors ? { message, errors: localizeErrors(body.errors, lang) } : { message });
  }

  private describe(exception: unknown): { status: number; body: { message: string; errors?: Record<string, string> } } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // 503 carries a message written for the member (e.g. the SMS gateway is down); other 5xx do not.
      if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) return { status, body: { message: t('en', 'apiErrors.somethingWrong') } };
      if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
        return { status, body: { message: t('en', 'apiErrors.notFound') } };
      }
      const fastifyKey = FASTIFY_BODY_ERRORS.get(exception.message);
      if (fastifyKey) return { status, body: { message: t('en', fastifyKey) } };
      const response = exception.getResponse();
      const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : { message: response };
      const errors = payload.errors as Record<string, string> | undefined;
      const message = typeof payload.message === 'string' ? payload.message : t('en', DEFAULT_MESSAGES[status] ?? 'apiErrors.requestFailed');
      return { status, body: errors ? { message, errors } : { message } };
    }
    // A body stream that broke off (the client went away): Fastify hands on the stream's error with status 400.
    if (exception instanceof Error && (exception as { statusCode?: unknown }).statusCode === 400) {
      return { status: 400, body: { message: t('en', 'apiErrors.bodyUnreadable') } };
    }
    return { status: 500, body: { message: t('en', 'apiErrors.somethingWrong') } };
  }
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
