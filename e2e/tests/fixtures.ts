// Playwright fixtures: members made through the API, signed in by putting the web's own session
// cookie into the browser, so that only the tests about signing in go through the /login form.
import { bearer, registerMember } from '@halimbawa/testing';
import { test as base, type BrowserContext, type Cookie, type Page } from '@playwright/test';
// The web's session storage itself: the same cookie name, options and secret (the one
// playwright.config.ts gave the web server), so the cookie is the one the sign-in form would set.
import { commitAuthSession, getAuthSession } from '../../apps/web/app/lib/session.server';
import { baseURL } from '../playwright.config';
import { activatedMember, api, apiLogin, approveLoan, newMember, type Member } from './support';

export interface SetUpMember extends Member {
  id: string;
}

/** The demo staff the seed makes outside production (docs/product.md §10). */
export const STAFF = {
  officer1: { national: '9000000001', password: 'Officer#2026' },
  officer2: { national: '9000000002', password: 'Officer#2026' },
  admin: { national: '9000000003', password: 'Admin#2026' },
  admin2: { national: '9000000004', password: 'Admin#2026' },
  compliance: { national: '9000000005', password: 'Compliance#2026' },
} as const;

export interface MemberFixtures {
  /** A page of a browser of its own (the test's JavaScript setting) where this staff member is signed in. */
  staffPage: (who: keyof typeof STAFF) => Promise<Page>;
  /** Signs `m` in in this browser context, as the sign-in form would (without Remember me). */
  signInAs: (m: { national: string; password: string }) => Promise<void>;
  /** A member just registered (the three registration steps, not activated); signed in. */
  registered: SetUpMember;
  /** A member taken through the five activation steps, KYC still pending; signed in. */
  activated: SetUpMember;
  /** An activated member whose KYC the demo officer verified; signed in. */
  verified: SetUpMember;
  /** A verified member with an approved PHP 150,000 loan over 6 months, its contract not yet signed; signed in. */
  approved: SetUpMember & { loanNumber: string };
}

/** The session cookie the sign-in form would set for `m` (without Remember me): the API's tokens, sealed by the web's session storage. */
export async function sessionCookie(m: { national: string; password: string }): Promise<Cookie> {
  const tokens = await apiLogin(m.national, m.password);
  const session = await getAuthSession(new Request(baseURL));
  session.set('accessToken', tokens.accessToken);
  session.set('refreshToken', tokens.refreshToken);
  session.set('remember', false);
  const [pair] = (await commitAuthSession(session)).split(';');
  const split = pair.indexOf('=');
  const { hostname } = new URL(baseURL);
  return { name: pair.slice(0, split), value: pair.slice(split + 1), domain: hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' };
}

/** Signs `m` in in `context`, as the sign-in form would. */
export async function signInAs(context: BrowserContext, m: { national: string; password: string }): Promise<void> {
  await context.addCookies([await sessionCookie(m)]);
}

/** A fresh member (as newMember) registered through the API: the three registration steps, not activated. */
export async function registeredMember(): Promise<SetUpMember> {
  const m = newMember();
  const { national, e164: _e164, ...details } = m;
  const member = await registerMember(api, national, { ...details, confirmPassword: m.password });
  return { ...m, id: member.id };
}

/** The member applies for PHP 150,000 over 6 months and the demo officer approves it, through the API. */
export async function withApprovedLoan<M extends { national: string; password: string }>(m: M): Promise<M & { loanNumber: string }> {
  const { accessToken } = await apiLogin(m.national, m.password);
  const body = { amount: '150000', currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true };
  const applied = await api.ok(api.typed.POST('/loan/applynew', { headers: bearer(accessToken), body }), 201);
  await approveLoan(applied.loan.loanNumber);
  return { ...m, loanNumber: applied.loan.loanNumber };
}

export const test = base.extend<MemberFixtures>({
  signInAs: async ({ context }, use) => {
    await use((m) => signInAs(context, m));
  },
  staffPage: async ({ browser, javaScriptEnabled, baseURL: base }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: base });
      contexts.push(context);
      await signInAs(context, STAFF[who]);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  registered: async ({ signInAs }, use) => {
    const m = await registeredMember();
    await signInAs(m);
    await use(m);
  },
  activated: async ({ signInAs }, use) => {
    const m = await activatedMember();
    await signInAs(m);
    await use(m);
  },
  verified: async ({ signInAs }, use) => {
    const m = await activatedMember({ verify: true });
    await signInAs(m);
    await use(m);
  },
  approved: async ({ verified }, use) => {
    await use(await withApprovedLoan(verified));
  },
});

export { expect } from '@playwright/test';
