// The header's and footer's language link (routes/language.tsx): it remembers the choice in a
// cookie and goes back to a page of this site, never elsewhere.
import { t } from '@halimbawa/domain';
import { describe, expect, it } from '@jest/globals';
import { metaT } from '~/lib/language';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formatDate, formatDateTime } from '~/lib/format';
import { requestLanguage } from '~/lib/language.server';
import { loader } from '~/routes/language';

const follow = (query: string) => loader({ request: new Request(`http://web.test/language?${query}`), params: {}, context: {} }) as Response;

describe('GET /language', () => {
  it('sets the lang cookie for a year and goes back to the page', () => {
    const res = follow('to=fil&back=%2Fwallet%3Ftab%3Dloan');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/wallet?tab=loan');
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lang=fil; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    // The next request in that browser is answered in Filipino, whatever the browser prefers.
    const next = new Request('http://web.test/wallet', { headers: { Cookie: cookie.split(';')[0], 'Accept-Language': 'en-US' } });
    expect(requestLanguage(next)).toBe('fil');
  });

  it('goes back to the sign-in pages too (the link is in their header)', () => {
    expect(follow('to=en&back=%2Flogin%3FredirectTo%3D%252Fwallet').headers.get('Location')).toBe('/login?redirectTo=%2Fwallet');
  });

  it.each(['//evil.com', 'https://evil.com', '/.//evil.com', '/\\evil.com'])('never goes to another site (back=%p)', (back) => {
    expect(follow(`to=fil&back=${encodeURIComponent(back)}`).headers.get('Location')).toBe('/');
  });

  it('changes nothing for a language it does not speak', () => {
    const res = follow('to=de&back=%2Fhiw');
    expect(res.headers.get('Location')).toBe('/hiw');
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('metaT: a route meta title in the page language', () => {
  it("reads the language from the root loader's data among the matches, English without it", () => {
    expect(metaT([{ id: 'root', data: { lang: 'fil' } }, { id: 'routes/wallet+/withdraw._index', data: {} }])('wallet.withdraw')).toBe('Mag-withdraw');
    expect(metaT([{ id: 'root', data: { lang: 'en' } }])('wallet.withdraw')).toBe('Withdraw');
    expect(metaT([])('wallet.withdraw')).toBe('Withdraw');
  });
});

describe('dates and the web’s own messages in the page’s language', () => {
  it('spells a Manila date and time in English or Filipino', () => {
    // 23:30 UTC on 2 June is already 3 June in Manila.
    expect(formatDate('2026-06-02T23:30:00Z', 'en')).toBe('June 3, 2026');
    expect(formatDate('2026-06-02T23:30:00Z', 'fil')).toBe('Hunyo 3, 2026');
    expect(formatDate('2026-12-25', 'fil')).toBe('Disyembre 25, 2026');
    expect(formatDateTime('2026-06-02T23:30:00Z', 'en')).toBe('June 3, 2026 at 7:30 AM (Manila time)');
    expect(formatDateTime('2026-06-02T23:30:00Z', 'fil')).toBe('Hunyo 3, 2026 nang 7:30 AM (oras sa Maynila)');
    expect(formatDate('2028-02-29', 'en')).toBe('February 29, 2028');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('answers a refused form in the language of the request', async () => {
    const post = (lang: string) =>
      readVerifiedForm(new Request('http://web.test/contact', { method: 'POST', headers: { 'Accept-Language': lang, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'csrf=forged' }));
    const refusal = async (lang: string) => (await post(lang).catch((e: unknown) => e)) as Response;
    expect(await (await refusal('en-US')).text()).toBe(t('en', 'webMessage.csrfFailure'));
    expect(await (await refusal('fil-PH')).text()).toBe(t('fil', 'webMessage.csrfFailure'));
    expect(t('fil', 'webMessage.csrfFailure')).not.toBe(t('en', 'webMessage.csrfFailure'));
  });
});
