// The member's credit score for /settings (GET /creditscore, docs/product.md §2 Settings).
import { dataOf, type ApiClient } from '~/lib/api.server';
import type { ResponseOf } from '~/lib/api/contract';

export type CreditScoreView = ResponseOf<'/creditscore', 'get'>;

export async function loadCreditScore(api: ApiClient): Promise<CreditScoreView> {
  return dataOf(await api.get('/creditscore'));
}
