import { createSecretKey } from 'node:crypto';
import { t } from '@halimbawa/domain';
import { UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ActiveSessions, SESSION_ENDED_MESSAGE } from './active-sessions';
import { JWT_AUDIENCE, JWT_ISSUER, type AccessTokenClaims } from './auth-member';
import { JwtAuthGuard } from './jwt-auth.guard';

const key = createSecretKey(Buffer.from('a test secret of enough length', 'utf8'));
const jwt = new JwtService({
  secret: key,
  signOptions: { algorithm: 'HS256', expiresIn: 900, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
  verifyOptions: { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
});
const claims: AccessTokenClaims = { sub: 'm-1', phone: '+639171234567', roles: ['MEMBER'], sid: 's-1' };

class OpenSessions extends ActiveSessions {
  asked: [string, string][] = [];
  constructor(private readonly open: boolean) {
    super();
  }
  isActive(sessionId: string, memberId: string): Promise<boolean> {
    this.asked.push([sessionId, memberId]);
    return Promise.resolve(this.open);
  }
}

function context(authorization?: string): { ctx: ExecutionContext; req: { headers: { authorization?: string }; user?: unknown } } {
  const req = { headers: { authorization } };
  const handler = () => undefined;
  const ctx = { getHandler: () => handler, getClass: () => class {}, switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
  return { ctx, req };
}

async function refusal(guard: JwtAuthGuard, authorization?: string): Promise<string> {
  const error = await guard.canActivate(context(authorization).ctx).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnauthorizedException);
  return (error as UnauthorizedException).message;
}

describe('JwtAuthGuard', () => {
  it('lets a valid access token of an open session through, with the member on the request', async () => {
    const sessions = new OpenSessions(true);
    const { ctx, req } = context(`bearer ${jwt.sign(claims)}`);
    await expect(new JwtAuthGuard(new Reflector(), jwt, sessions).canActivate(ctx)).resolves.toBe(true);
    expect(req.user).toEqual({ id: 'm-1', phoneNumber: '+639171234567', roles: ['MEMBER'], sessionId: 's-1' });
    expect(sessions.asked).toEqual([['s-1', 'm-1']]);
  });

  it('refuses a missing, malformed, foreign or tampered token with the sign-in message', async () => {
    const guard = new JwtAuthGuard(new Reflector(), jwt, new OpenSessions(true));
    const other = new JwtService({ secret: 'another secret entirely', signOptions: { issuer: JWT_ISSUER, audience: JWT_AUDIENCE } });
    const token = jwt.sign(claims);
    for (const header of [undefined, '', token, `Basic ${token}`, 'Bearer not.a.token', `Bearer ${other.sign(claims)}`, `Bearer ${token}x`]) {
      expect(await refusal(guard, header)).toBe(t('en', 'apiErrors.signIn'));
    }
    expect(await refusal(guard, `Bearer ${jwt.sign(claims, { audience: 'someone-else' })}`)).toBe(t('en', 'apiErrors.signIn'));
    expect(await refusal(guard, `Bearer ${jwt.sign(claims, { issuer: 'someone-else' })}`)).toBe(t('en', 'apiErrors.signIn'));
  });

  it('answers an expired token and an ended session in the words the web server refreshes on', async () => {
    const expired = jwt.sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 1000 }, { expiresIn: 1 });
    expect(await refusal(new JwtAuthGuard(new Reflector(), jwt, new OpenSessions(true)), `Bearer ${expired}`)).toBe(SESSION_ENDED_MESSAGE);
    expect(await refusal(new JwtAuthGuard(new Reflector(), jwt, new OpenSessions(false)), `Bearer ${jwt.sign(claims)}`)).toBe(SESSION_ENDED_MESSAGE);
  });
});
