// Server side of the withdrawal steps (docs/product.md §2 Withdrawal): what the amount and confirm
// pages need in one round of API calls, and one withdrawal as the API reports it.
import { dataOf, type ApiClient, type ApiResult } from '~/lib/api.server';
import type { WithdrawalQuote, WithdrawalView } from '~/lib/api/types';
import { requireActivated } from '~/lib/member.server';
import { loadKyc } from '~/features/activation/activation.server';
import { loadWallet } from '~/features/wallet/wallet.server';

/** The member (activated), the wallet, the receiving account and the member's full legal name. */
export async function loadWithdrawalSetup(api: ApiClient, request: Request) {
  const [member, wallet, kyc] = await Promise.all([requireActivated(api, request), loadWallet(api), loadKyc(api)]);
  const p = kyc.personal;
  const legalName = p ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') : member.fullName;
  return { wallet, bank: kyc.bank, legalName };
}

/** GET /withdrawals/:id: another member's (or an unknown) id answers the API's 404 page. */
export async function loadWithdrawal(api: ApiClient, id: string): Promise<WithdrawalView> {
  return dataOf(await api.get('/withdrawals/{id}', { params: { id } }));
}

/**
 * GET /withdrawals/quote: what a withdrawal of the typed amount would be now, or the amount's
 * refusal (an empty one included). Without an amount (null), the figures that do not depend on it:
 * the cap, the fee and the rate.
 */
export function quoteWithdrawal(api: ApiClient, amount: string | null): Promise<ApiResult<WithdrawalQuote>> {
  return api.get('/withdrawals/quote', { query: amount === null ? {} : { amount: amount.slice(0, 14) } });
}
