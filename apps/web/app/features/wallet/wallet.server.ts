// The wallet as the web reads it: the available balance and holds, from the ledger (GET /wallet).
import { dataOf, type ApiClient } from '~/lib/api.server';
import type { WalletView } from '~/lib/api/types';

export async function loadWallet(api: ApiClient): Promise<WalletView> {
  return dataOf(await api.get('/wallet'));
}
