/**
 * The language the API answers a request in (docs/decisions/009-languages.md): the web forwards the
 * page's language as Accept-Language. languageFromAcceptLanguage remembers each header value's answer,
 * so asking again costs a map lookup: nothing is stored on the request, no provider per request.
 */
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '@halimbawa/domain';
import type { FastifyRequest } from 'fastify';

/** The language the request's Accept-Language asks for, or null when it names none we speak. */
export function statedLanguage(req: Pick<FastifyRequest, 'headers'>): Language | null {
  return languageFromAcceptLanguage(req.headers['accept-language']);
}

/** The language to answer in: the one asked for, else English. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  return statedLanguage(req) ?? DEFAULT_LANGUAGE;
}

/** The request's language as a handler parameter: `@Lang() lang: Language`. */
export const Lang = createParamDecorator((_: unknown, ctx: ExecutionContext): Language => requestLanguage(ctx.switchToHttp().getRequest<FastifyRequest>()));
