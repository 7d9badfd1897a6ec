import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Please sign in.',
  403: 'You do not have access to this resource.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

/**
 * Every error leaves the API as {message} or {message, errors}: never a stack trace, never a
 * framework's internal text, and never a 5xx for bad input.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    const { status, body } = this.describe(exception);
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error({
        message: 'Unhandled error',
        method: req.method,
        path: req.path,
        error: exception instanceof Error ? { name: exception.name, message: exception.message, stack: exception.stack } : String(exception),
      });
    }
    if (!res.headersSent) res.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: { message: string; errors?: Record<string, string> } } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // 503 carries a message written for the member (e.g. the SMS gateway is down); other 5xx do not.
      if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) return { status, body: { message: 'Something went wrong.' } };
      if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
        return { status, body: { message: 'Not found.' } };
      }
      const response = exception.getResponse();
      const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : { message: response };
      const errors = payload.errors as Record<string, string> | undefined;
      const message = typeof payload.message === 'string' ? payload.message : (DEFAULT_MESSAGES[status] ?? 'Request failed.');
      return { status, body: errors ? { message, errors } : { message } };
    }
    return { status: 500, body: { message: 'Something went wrong.' } };
  }
}
