import type { HeaderObject, OpenAPIObject, ParameterObject, ResponseObject } from '@nestjs/swagger';
import { X_RATE_LIMIT } from '../common/rate-limit';
import { operationsOf } from './operations';

const REFUSAL_SCHEMA = { $ref: '#/components/schemas/RefusalDto' };

const RETRY_AFTER: HeaderObject = { description: 'Whole seconds to wait before trying again, when the API knows.', schema: { type: 'integer', minimum: 0 } };

/** A 4xx/5xx answer: its body is always RefusalDto. */
export function refusal(description: string): ResponseObject {
  return { description, content: { 'application/json': { schema: REFUSAL_SCHEMA } } };
}

/** The headers a rate-limited operation sends (@nestjs/throttler, one set per throttler name). */
function rateLimitHeaders(throttlers: string[]): Record<string, HeaderObject> {
  const integer = { type: 'integer', minimum: 0 } as const;
  return Object.fromEntries(
    throttlers.flatMap((name) => [
      [`X-RateLimit-Limit-${name}`, { description: `Requests allowed per window (counted by ${name}).`, schema: integer }],
      [`X-RateLimit-Remaining-${name}`, { description: 'Requests left in this window.', schema: integer }],
      [`X-RateLimit-Reset-${name}`, { description: 'Seconds until the window starts again.', schema: integer }],
    ]),
  );
}

/**
 * Lists what every operation can answer besides its own refusals (a refused field, a body over the
 * limit, a resource named in the path that is not there, an unexpected failure), and gives every 4xx and 5xx the one error body, with Retry-After on
 * 429 and 503; an answer that says nothing of itself is described by the operation's summary.
 */
export function applyRefusals(document: OpenAPIObject): void {
  for (const { path, method, op } of operationsOf(document)) {
    const responses = op.responses as Record<string, ResponseObject>;
    if (path.includes('{')) responses['404'] ??= refusal("No such resource, or another member's (`apiErrors.notFound`).");
    const hasQuery = (op.parameters ?? []).some((p) => (p as ParameterObject).in === 'query');
    if (op.requestBody || hasQuery || path.includes('{') || method !== 'get') {
      responses['400'] ??= refusal('A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON.');
    }
    if (op.requestBody) responses['413'] ??= refusal('The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit.');
    responses['500'] ??= refusal('An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done.');

    const throttlers = op[X_RATE_LIMIT] as string[] | undefined;
    delete op[X_RATE_LIMIT];
    for (const [status, response] of Object.entries(responses)) {
      if (!response.description) response.description = op.summary ?? status;
      if (Number(status) >= 400) response.content ??= refusal('').content;
      if (status === '429' || status === '503') response.headers = { 'Retry-After': RETRY_AFTER, ...response.headers };
      if (throttlers) response.headers = { ...response.headers, ...rateLimitHeaders(throttlers) };
    }
  }
}
