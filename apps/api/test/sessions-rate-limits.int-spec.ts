import { PASSWORD } from '@halimbawa/testing';
import Redis from 'ioredis';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { PostgresRateLimitStore, RateLimitStore } from '../src/common/rate-limit-store';
import { JwtService } from '@nestjs/jwt';
import { createDatabase, dropDatabase, migratedDataSource } from './support/database';
import { freePort } from './support/free-port';
import { latestCode, login, registerMember, type Registered } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';

// Access tokens end with their session; rate limits live in the database every API
// instance shares; failed attempts of one address never lock the member out from another.

const EXPIRED = { code: 'apiErrors.sessionEnded', message: 'Your login has expired.' };
const LIMITED = { code: 'apiErrors.tooManyAttempts', message: 'Too many attempts. Please wait a minute and try again.' };
const NEW_PASSWORD = 'Newpass#2026';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.setOffsetSeconds(0);
  t.wallClock.setAheadMs(0);
});

/** Any authenticated call: 200 while the token's session is open. */
const whoAmI = (app: TestApp, token: string) => app.call('post', '/misc/phonenumber', { token }).send({});
const loginFrom = (app: TestApp, ip: string, phoneNumber: string, password: string) =>
  app.call('post', '/authmember/login', { ip }).send({ phoneNumber, password });

async function expectEnded(token: string): Promise<void> {
  const res = await whoAmI(t, token);
  expect(res.status).toBe(401);
  expect(res.body).toEqual(EXPIRED);
}


describe('an access token ends with its session', () => {
  it('after logout', async () => {
    const m = await registerMember(t);
    expect((await whoAmI(t, m.accessToken)).status).toBe(200);
    expect((await t.call('post', '/authmember/logout', { token: m.accessToken }).send({ refreshToken: m.refreshToken })).status).toBe(200);
    await expectEnded(m.accessToken);
  });

  it('after a password change: the other sessions end, the current one continues', async () => {
    const m = await registerMember(t);
    const other = (await login(t, m.national, PASSWORD)).body;
    expect((await whoAmI(t, other.accessToken)).status).toBe(200);
    const res = await t
      .call('post', '/authmember/chpwd', { token: m.accessToken })
      .send({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    await expectEnded(other.accessToken);
    expect((await whoAmI(t, m.accessToken)).status).toBe(200);
  });

  it('after a password reset: every session ends', async () => {
    const m = await registerMember(t);
    const other = (await login(t, m.national, PASSWORD)).body;
    expect((await t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national })).status).toBe(202);
    const code = await latestCode(t, m.e164);
    const res = await t
      .call('post', '/authmember/recover/finish')
      .send({ phoneNumber: m.national, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    await expectEnded(m.accessToken);
    await expectEnded(other.accessToken);
  });

  it('after a refresh token is used twice: every access token of the family ends, other sessions continue', async () => {
    const m = await registerMember(t);
    const other = (await login(t, m.national, PASSWORD)).body;
    const rotated = await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken });
    expect((await whoAmI(t, rotated.body.accessToken)).status).toBe(200);
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken })).status).toBe(401);
    await expectEnded(m.accessToken);
    await expectEnded(rotated.body.accessToken);
    expect((await whoAmI(t, other.accessToken)).status).toBe(200);
  });

  it('when the member no longer exists', async () => {
    const m = await registerMember(t);
    expect((await whoAmI(t, m.accessToken)).status).toBe(200);
    await t.dataSource.query(`DELETE FROM members WHERE id = $1`, [m.id]);
    await expectEnded(m.accessToken);
  });
});

/** The claims an access token carries. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('roles come from the database on every request, never from the token', () => {
  /** A list only officers and admins may read. */
  const officerList = (token: string) => t.call('get', '/officer/loans', { token });

  it('a token re-signed with staff roles (the secret leaked) gives a member nothing more', async () => {
    const m = await registerMember(t);
    const claims = claimsOf(m.accessToken);
    const forged = await t.app.get(JwtService).signAsync({ sub: claims.sub, sid: claims.sid, roles: ['MEMBER', 'LOAN_OFFICER', 'ADMIN'] });
    expect((await whoAmI(t, forged)).status).toBe(200);
    expect((await officerList(forged)).status).toBe(403);
    expect((await t.call('get', '/admin/currencies', { token: forged })).status).toBe(403);
  });

  it('an officer demoted is refused on the next request, and a member promoted is let in on the next one, with the same token', async () => {
    const m = await registerMember(t);
    expect((await officerList(m.accessToken)).status).toBe(403);
    await t.dataSource.query(`UPDATE members SET roles = ARRAY['MEMBER', 'LOAN_OFFICER'] WHERE id = $1`, [m.id]);
    expect((await officerList(m.accessToken)).status).toBe(200);
    await t.dataSource.query(`UPDATE members SET roles = ARRAY['MEMBER'] WHERE id = $1`, [m.id]);
    expect((await officerList(m.accessToken)).status).toBe(403);
  });

  it('an access token carries no roles and no phone number', async () => {
    const m = await registerMember(t);
    const claims = claimsOf(m.accessToken);
    expect(claims).not.toHaveProperty('roles');
    expect(claims).not.toHaveProperty('phone');
  });
});

describe('several API instances on one database', () => {
  it('a logout on one instance ends the access token at once on another', async () => {
    const [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    try {
      const m = await registerMember(a);
      expect((await whoAmI(b, m.accessToken)).status).toBe(200);
      expect((await a.call('post', '/authmember/logout', { token: m.accessToken }).send({ refreshToken: m.refreshToken })).status).toBe(200);
      const res = await whoAmI(b, m.accessToken);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(EXPIRED);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

/** Two API instances on one database (and one Redis when given): a limit reached on A holds on B. */
async function expectSharedLimits(env: Record<string, string> = {}): Promise<string> {
  const limits = { RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '2', ...env };
  const [a, b] = await Promise.all([createTestApp(limits), createTestApp(limits)]);
  try {
    // Request limit (the throttler): three requests on A, the fourth on B is refused.
    const ip = freshIp();
    const check = (app: TestApp) => app.call('post', '/authmember/register/check', { ip }).send({});
    expect([(await check(a)).status, (await check(a)).status, (await check(a)).status]).toEqual([400, 400, 400]);
    const limited = await check(b);
    expect(limited.status).toBe(429);
    // One header says how long to wait: the documented Retry-After, not the throttler's Retry-After-ip too.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Object.keys(limited.headers).filter((h) => h.startsWith('retry-after-'))).toEqual([]);

    // Failed attempts (the address cools down after half its request allowance, one here): a wrong
    // password on A, then another on B waits, and the right one on B needs a code.
    const m = await registerMember(a);
    const other = freshIp();
    expect((await loginFrom(a, other, m.national, 'Wrong#2026')).status).toBe(401);
    const refused = await loginFrom(b, other, m.national, 'Wrong#2026');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIMITED);
    expect((await loginFrom(b, other, m.national, PASSWORD)).body.code).toBe('apiAuth.signInCodeSent');
    return other;
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

/** The counters of failed attempts from `ip` kept in PostgreSQL. */
const countersInPostgres = async (ip: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE $1`, [`%@${ip}`]))[0].n;

describe('rate limits shared by every instance', () => {
  it('in PostgreSQL (the default): a limit reached on one instance holds on another', async () => {
    const ip = await expectSharedLimits();
    expect(await countersInPostgres(ip)).toBe(2);
  });

  it('forgets the counters whose window and block are over', async () => {
    const ip = freshIp();
    const m = await registerMember(t);
    await loginFrom(t, ip, m.national, 'Wrong#2026');
    expect(await countersInPostgres(ip)).toBe(2);
    t.wallClock.setAheadMs((24 * 3600 + 1) * 1000);
    await (t.app.get(RateLimitStore) as PostgresRateLimitStore).sweep();
    expect(await countersInPostgres(ip)).toBe(0);
  });

  // Runs where redis-server is installed: a throwaway server on a free local port.
  (spawnSync('redis-server', ['--version']).status === 0 ? describe : describe.skip)('in Redis when REDIS_URL is set', () => {
    let server: ChildProcess;
    let url: string;
    beforeAll(async () => {
      const port = await freePort();
      server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      url = `redis://127.0.0.1:${port}`;
      const probe = new Redis(url, { retryStrategy: (n) => (n < 50 ? 100 : null) });
      await probe.ping();
      await probe.quit();
    });
    afterAll(() => server.kill());

    it('a limit reached on one instance holds on another, and nothing is counted in PostgreSQL', async () => {
      const ip = await expectSharedLimits({ REDIS_URL: url });
      expect(await countersInPostgres(ip)).toBe(0);
      const redis = new Redis(url);
      try {
        expect(await redis.keys(`rate:failed:login:*@${ip}`)).toHaveLength(2);
      } finally {
        await redis.quit();
      }
    });
  });
});

describe('failed attempts', () => {
  async function failLogins(m: Registered, ip: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await loginFrom(t, ip, m.national, 'Wrong#2026')).status);
    return statuses;
  }

  it('a member keeps signing in while a third party fails passwords on their number from another address', async () => {
    const m = await registerMember(t);
    const member = freshIp();
    const thirdParty = freshIp();
    for (let round = 0; round < 4; round++) {
      await failLogins(m, thirdParty, 3);
      expect((await loginFrom(t, member, m.national, PASSWORD)).status).toBe(200);
    }
    // Even the right password from the cooling address needs the code sent to the member's phone.
    const res = await loginFrom(t, thirdParty, m.national, PASSWORD);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'apiAuth.signInCodeSent' });
  });

  it('a new address per try gains nothing: failures count per account from any address', async () => {
    const m = await registerMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await loginFrom(t, freshIp(), m.national, 'Wrong#2026')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('during a cooldown others caused, the member gets in with the right password and a code sent to their own phone', async () => {
    // 20 requests a minute from one address, and it cools down after 10 failures.
    const app = await createTestApp({ RATE_LIMIT_PER_IP: '20' });
    try {
      const m = await registerMember(app);
      const shared = freshIp();
      // Others behind the same address (carrier-grade NAT) fail on their own accounts until it cools down.
      const others = await Promise.all([registerMember(app), registerMember(app), registerMember(app)]);
      for (const o of others) for (let i = 0; i < 4; i++) await loginFrom(app, shared, o.national, 'Wrong#2026');
      expect((await loginFrom(app, shared, m.national, 'Wrong#2026')).status).toBe(429);

      const asked = await loginFrom(app, shared, m.national, PASSWORD);
      expect({ status: asked.status, code: asked.body.code }).toEqual({ status: 403, code: 'apiAuth.signInCodeSent' });
      const code = await latestCode(app, m.e164);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const withCode = (c: string) => app.call('post', '/authmember/login', { ip: shared }).send({ phoneNumber: m.national, password: PASSWORD, code: c });
      expect((await withCode(wrong)).status).toBe(400);
      const res = await withCode(code);
      expect(res.status).toBe(200);
      expect(res.body.accessToken).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });

  it('successful sign-ins are not counted, and forgive the failures before them', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      expect(await failLogins(m, ip, 4)).toEqual([401, 401, 401, 401]);
      expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(200);
    }
  });

  it('cool down for longer with each failure past the limit', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    expect(await failLogins(m, ip, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    t.wallClock.setAheadMs(61_000);
    // One more failure after the first minute: two minutes now.
    expect(await failLogins(m, ip, 2)).toEqual([401, 429]);
    t.wallClock.setAheadMs((61 + 119) * 1000);
    // The right password while cooling down: a code to the member's phone first.
    expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(403);
    t.wallClock.setAheadMs((61 + 121) * 1000);
    expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(200);
  });

  it('count real time: moving the business date neither lifts a cooldown nor locks the address out', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    expect(await failLogins(m, ip, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    // Two years ahead on the business clock: the address still waits out its minute.
    t.clock.setOffsetSeconds(2 * 365 * 24 * 3600);
    expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(403);
    expect(await failLogins(m, ip, 2)).toEqual([429, 429]);
    // Back to today: once the real minute is over the member signs in.
    t.clock.setOffsetSeconds(0);
    t.wallClock.setAheadMs(61_000);
    expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(200);
  });

  it('attempts made while the business date is moved ahead do not block the address once it is moved back', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    t.clock.setOffsetSeconds(2 * 365 * 24 * 3600);
    expect(await failLogins(m, ip, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    t.clock.setOffsetSeconds(0);
    t.wallClock.setAheadMs(61_000);
    expect((await loginFrom(t, ip, m.national, PASSWORD)).status).toBe(200);
  });

  it('a member can reset their password while a third party fails codes on their number from another address', async () => {
    const m = await registerMember(t);
    const thirdParty = freshIp();
    const finish = (ip: string, code: string) =>
      t
        .call('post', '/authmember/recover/finish', { ip })
        .send({ phoneNumber: m.national, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const requestCode = () => t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national });
    expect((await requestCode()).status).toBe(202);
    // The third party's wrong tries use up this code (docs/product.md §7), then their address waits.
    for (let i = 0; i < 5; i++) expect((await finish(thirdParty, '000000')).status).toBe(400);
    expect((await finish(thirdParty, '000000')).status).toBe(429);
    // The member asks for a new code a minute later and uses it from their own address.
    t.clock.setOffsetSeconds(61);
    expect((await requestCode()).status).toBe(202);
    const res = await finish(freshIp(), await latestCode(t, m.e164));
    expect(res.status).toBe(200);
    expect((await login(t, m.national, NEW_PASSWORD)).status).toBe(200);
  });

  it('a wrong current password counts per member and address', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    const change = (currentPassword: string, from = ip) =>
      t
        .call('post', '/authmember/chpwd', { token: m.accessToken, ip: from })
        .send({ currentPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await change('Wrong#2026')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(PASSWORD, freshIp())).status).toBe(200);
  });
});

describe('migration 1795900000000-sessions-rate-limits', () => {
  it('turns the refresh-token families of before into sessions, ended when every token of theirs was revoked', async () => {
    const serverUrl = process.env.TEST_SERVER_URL!;
    const name = `halimbawa_sessions_${Date.now()}`;
    const dataSource = await migratedDataSource(await createDatabase(serverUrl, name));
    try {
      const applied = () => dataSource.query(`SELECT 1 FROM migrations WHERE name = 'SessionsRateLimits1795900000000'`);
      while ((await applied()).length > 0) await dataSource.undoLastMigration();
      const [{ id }] = await dataSource.query(`
        INSERT INTO members (phone_number, email, full_name, password_hash, work_place_country, work_location, job_title,
                             job_category, monthly_net_income, company_register)
        VALUES ('+639170000001', 'juan@example.com', 'Juan Dela Cruz', 'x', 'PH', 'Makati City', 'Accountant', 'Accounting / Finance', 0, 'HLC')
        RETURNING id`);
      const [open, ended] = [randomUUID(), randomUUID()];
      await dataSource.query(
        `INSERT INTO refresh_tokens (member_id, family_id, token_hash, expires_at, replaced_at, revoked_at) VALUES
           ($1, $2, 'a', now() + interval '30 days', now(), NULL), ($1, $2, 'b', now() + interval '30 days', NULL, NULL),
           ($1, $3, 'c', now() + interval '30 days', now(), now()), ($1, $3, 'd', now() + interval '30 days', NULL, now())`,
        [id, open, ended],
      );
      await dataSource.runMigrations();
      const sessions = await dataSource.query(`SELECT id, member_id, ended_at IS NOT NULL AS ended FROM sessions ORDER BY ended`);
      expect(sessions).toEqual([
        { id: open, member_id: id, ended: false },
        { id: ended, member_id: id, ended: true },
      ]);
    } finally {
      await dataSource.destroy();
      await dropDatabase(serverUrl, name);
    }
  });
});
