/**
 * The language the API answers a request in (docs/decisions/009-languages.md): the web forwards the
 * page's language as Accept-Language. Worked out once per request and kept on it, no provider per request.
 */
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { pickLanguage, type Language } from '@halimbawa/domain';
import type { Request } from 'express';

const LANGUAGE = Symbol('language');

type WithLanguage = Request & { [LANGUAGE]?: Language };

export function requestLanguage(req: Request): Language {
  const r = req as WithLanguage;
  r[LANGUAGE] ??= pickLanguage({ acceptLanguage: req.headers['accept-language'] });
  return r[LANGUAGE];
}

/** The request's language as a handler parameter: `@Lang() lang: Language`. */
export const Lang = createParamDecorator((_: unknown, ctx: ExecutionContext): Language => requestLanguage(ctx.switchToHttp().getRequest<Request>()));
