// The Pay page as the web reads it (GET /pay): the payment references, what the loan asks for now
// and where to pay.
import { dataOf, type ApiClient } from '~/lib/api.server';
import type { PayPageView } from '~/lib/api/types';

export async function loadPayPage(api: ApiClient): Promise<PayPageView> {
  return dataOf(await api.get('/pay'));
}

/** A GCash or Maya payment request for the loan's amount due: where to send the member, or the API's refusal. */
export function startEwalletPayment(api: ApiClient, channel: string, returnUrl: string) {
  return api.post('/pay/ewallet', { channel, target: 'LOAN', returnUrl });
}
