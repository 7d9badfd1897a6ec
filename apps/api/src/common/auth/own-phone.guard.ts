import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { normalisePhone } from '@halimbawa/domain';
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../errors';
import type { AuthMember } from './auth-member';

/**
 * Global, after JwtAuthGuard (docs/product.md §0.1): older clients send the member's phone number in the
 * body. It is accepted only when it is the token's own number (else 403) and then removed, so no
 * handler can ever act on a phone number taken from the body.
 */
@Injectable()
export class OwnPhoneGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<FastifyRequest & { user?: AuthMember }>();
    const body = req.body as Record<string, unknown> | undefined;
    if (!req.user || !body || typeof body !== 'object' || !('phoneNumber' in body)) return true;
    const country = typeof body.phoneCountry === 'string' ? body.phoneCountry : '';
    const phone = normalisePhone(country, String(body.phoneNumber ?? ''));
    if (!phone.ok || phone.e164 !== req.user.phoneNumber) {
      throw Refusal.forbidden('apiErrors.ownAccountOnly');
    }
    delete body.phoneNumber;
    delete body.phoneCountry;
    return true;
  }
}
