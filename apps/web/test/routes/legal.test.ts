// /terms and /how it works through the built server against a stub API (test/routes/harness.ts): the
// late charge's cap and its grace days are the figures the API's settings give, in each language,
// never the shipped defaults. A file of its own: the server caches GET /site for 30 s; when its
// first read is slow (over 3 s on a busy machine) a page shows the defaults and the server asks
// again 5 s later, so the test reads the page until the API's figures are there.
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LATE_CHARGE, formatBps, t } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { routeTests } from './harness';

const web = routeTests();

/** Settings unlike the defaults, so that a page showing the defaults fails. */
const LATE = { lateChargeBpsPerMonth: DEFAULT_LATE_CHARGE.lateChargeBpsPerMonth + 75, graceDays: DEFAULT_LATE_CHARGE.graceDays + 2 };

function stubSite(): void {
  // Only the loan's late charge is read here; the page falls back to the demo company for the rest.
  web.api.on('get', '/site', () => ({ body: { loan: LATE } as unknown as ResponseOf<'/site', 'get'> }));
}

/** The page at `path` once it holds `text`: read again every second, for at most a minute. */
async function pageHolding(lang: 'en' | 'fil', path: string, text: string) {
  const browser = web.browser(lang);
  for (const started = Date.now(); ; ) {
    const page = await browser.get(path);
    if (page.text.includes(text) || Date.now() - started > 60_000) return page;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('the late charge on the legal pages', () => {
  for (const lang of ['en', 'fil'] as const) {
    it(`states the configured cap and grace days on /terms and /hiw (${lang})`, async () => {
      stubSite();
      const figures = { graceDays: LATE.graceDays, rate: formatBps(LATE.lateChargeBpsPerMonth) };
      const terms = await pageHolding(lang, '/terms', t(lang, 'policy.terms.costsLate', figures));
      expect(terms.status).toBe(200);
      expect(terms.text).toContain(t(lang, 'policy.terms.costsLate', figures));
      const hiw = await pageHolding(lang, '/hiw', t(lang, 'publicPage.hiw.lateCharge', figures));
      expect(hiw.status).toBe(200);
      expect(hiw.text).toContain(t(lang, 'publicPage.hiw.lateCharge', figures));
    });
  }
});
