import { randomBytes } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

// Its own file: passport keeps one strategy per name for the whole module registry, and this app
// has a secret of its own.
describe('the access token check', () => {
  const secret = randomBytes(32).toString('hex');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: secret });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a token signed with the secret for another issuer or audience, with another algorithm, or unsigned', async () => {
    const m = await registerMember(t);
    const claims = JSON.parse(Buffer.from(m.accessToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const { iss, aud, exp, iat, ...named } = claims;
    const asIssued = { issuer: iss as string, audience: aud as string, expiresIn: (exp as number) - (iat as number) };
    const status = async (token: string) => (await t.call('post', '/misc/phonenumber', { token }).send()).status;
    // The check can pass: the same claims signed as the API signs them are accepted.
    expect(await status(sign(named, secret, { ...asIssued, algorithm: 'HS256' }))).toBe(200);
    expect(await status(sign(named, secret, { ...asIssued, issuer: 'someone-else', algorithm: 'HS256' }))).toBe(401);
    expect(await status(sign(named, secret, { ...asIssued, audience: 'someone-else', algorithm: 'HS256' }))).toBe(401);
    expect(await status(sign(named, secret, { ...asIssued, algorithm: 'HS512' }))).toBe(401);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await status(unsigned)).toBe(401);
  });
});
