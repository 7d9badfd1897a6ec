// GET /site, the same for every visitor: kept for 30 s (5 s after a failure).
import { sharedCache } from '../shared-cache.server';
import { normaliseSite, DEMO_SITE, type Site } from '../site';
import { apiFetch } from './transport.server';

const site = sharedCache<Site>({
  load: async () => {
    const { data, response } = await apiFetch.GET('/site', { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
    return response.ok && data ? { ok: true, value: normaliseSite(data) } : { ok: false };
  },
  fallback: DEMO_SITE,
  ttlMs: 30_000,
  retryMs: 5_000,
});

export function getSite(): Promise<Site> {
  return site.get();
}
