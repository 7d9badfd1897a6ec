// The wallet's history and receipts as the web reads them (GET /wallet/history, GET /receipts/:n).
import { dataOf, type ApiClient } from '~/lib/api.server';
import type { HistoryPage, ReceiptView } from '~/lib/api/types';

/** A page of the history: the newest, or the one after `cursor` (as the API gave it). */
export async function loadHistory(api: ApiClient, cursor: string | null): Promise<HistoryPage> {
  return dataOf(await api.get('/wallet/history', { query: cursor ? { cursor: cursor.slice(0, 200) } : {} }));
}

/** One receipt; another member's (or an unknown) number answers the API's 404. */
export async function loadReceipt(api: ApiClient, receiptNumber: string): Promise<ReceiptView> {
  return dataOf(await api.get('/receipts/{receiptNumber}', { params: { receiptNumber } }));
}

/** Receipt numbers as the API gives them ('OR-00000042'). */
export const RECEIPT_NUMBER_PATTERN = /^OR-\d{8}$/;
