// The member's credit score for /settings (GET /creditscore, docs/product.md §2 Settings).
import { dataOf, type ApiClient } from '~/lib/api.server';
import type { ResponseOf } from '~/lib/api/contract';

export type CreditScoreView = ResponseOf<'/creditscore', 'get'>;

/**
 * The score with a page of its history, newest first: the page after `historyCursor` (the `history`
 * link's), or the first one when there is none or it is no longer valid.
 */
export async function loadCreditScore(api: ApiClient, historyCursor: string | null = null): Promise<CreditScoreView> {
  if (historyCursor) {
    const page = await api.get('/creditscore', { query: { cursor: historyCursor } });
    if (page.ok || page.status !== 400) return dataOf(page);
  }
  return dataOf(await api.get('/creditscore'));
}
