// The count of unread notifications the member shell shows (GET /notifications/unread), loaded
// beside each member page's own calls. The page never fails for it: an unreachable API shows none.
import type { ApiClient } from '~/lib/api.server';

export async function loadUnread(api: ApiClient): Promise<number> {
  const result = await api.get('/notifications/unread');
  return result.ok ? result.data.count : 0;
}
