import type { OpenAPIObject, ResponseObject } from '@nestjs/swagger';
import type { Role } from '@halimbawa/domain';
import { X_PUBLIC, X_ROLES } from '../common/auth/decorators';
import { operationsOf, type Operation } from './operations';
import { refusal } from './refusals';

export const BEARER = 'bearer';

/** Who calls an operation: its tag. Read from @Public() and @Roles(), the decorators the guards obey. */
export const AUDIENCES = [
  { name: 'public', description: 'No access token: the site, currencies, the loan quote, sign-up, sign-in and health.' },
  { name: 'member', description: "A signed-in member (bearer access token): their own KYC, loans, wallet and withdrawals. Another member's resource answers 404." },
  { name: 'officer', description: 'A LOAN_OFFICER or an ADMIN: KYC review, loan decisions, payments received, withdrawals and contact messages.' },
  { name: 'admin', description: 'An ADMIN only: currencies and exchange rates.' },
] as const;
type Audience = (typeof AUDIENCES)[number]['name'];

function audienceOf(op: Operation): Audience {
  const roles = op[X_ROLES] as Role[] | undefined;
  if (op[X_PUBLIC]) return 'public';
  if (roles?.includes('LOAN_OFFICER')) return 'officer';
  if (roles?.length) return 'admin';
  return 'member';
}

/**
 * Tags every operation by its audience and states its security: `security: []` on the public ones,
 * the bearer token on the others (401 when it is missing, expired or revoked), and the roles (x-roles,
 * 403 without them).
 */
export function applyAudiences(document: OpenAPIObject): void {
  for (const { method, op } of operationsOf(document)) {
    const audience = audienceOf(op);
    const roles = op[X_ROLES] as Role[] | undefined;
    delete op[X_PUBLIC];
    op.tags = [audience];
    if (audience === 'public') {
      op.security = [];
      continue;
    }
    op.security = [{ [BEARER]: [] }];
    const responses = op.responses as Record<string, ResponseObject>;
    responses['401'] ??= refusal('No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again.');
    const forbidden: string[] = [];
    if (roles?.length) {
      op.description = `${op.description ?? ''}\n\nRoles: ${roles.join(' or ')}.`.trim();
      forbidden.push(`The member has none of the roles ${roles.join(', ')} (\`apiErrors.forbidden\`).`);
    }
    // OwnPhoneGuard: older clients send the member's phone number in the body; another one is refused.
    if (method !== 'get') forbidden.push("A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`).");
    if (forbidden.length) responses['403'] ??= refusal(forbidden.join(' '));
  }
}
