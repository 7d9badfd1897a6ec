import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguage, statedLanguage } from './language';

/** Where a request came from, for audit events and registration records, and the language it reads. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The language to answer in. */
  lang: Language;
  /** The language Accept-Language named, if any: a signed-in member's stored language follows it. */
  statedLang: Language | null;
}

export function requestMeta(req: FastifyRequest): RequestMeta {
  // req.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names (the web server).
  return { ip: req.ip ?? null, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null, lang: requestLanguage(req), statedLang: statedLanguage(req) };
}

export const ReqMeta = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestMeta =>
  requestMeta(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
