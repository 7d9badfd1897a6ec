// The member's re-loan offer for /dash (GET /loan/offer, docs/credit-limits.md).
import type { ApiClient } from '~/lib/api.server';
import type { ResponseOf } from '~/lib/api/contract';

export type CreditLimitView = ResponseOf<'/loan/offer', 'get'>;

/** The offer, or null when there is none (or the API could not say: the dashboard shows the rest). */
export async function loadReloanOffer(api: ApiClient): Promise<CreditLimitView | null> {
  const res = await api.get('/loan/offer');
  return res.ok && res.data.offer ? res.data : null;
}
