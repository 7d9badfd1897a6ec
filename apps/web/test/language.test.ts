// The header's and footer's language link (routes/language.tsx): it remembers the choice in a
// cookie and goes back to a page of this site, never elsewhere.
import { describe, expect, it } from '@jest/globals';
import { metaT } from '~/lib/language';
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
