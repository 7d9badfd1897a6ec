// The console pages of this feature (the audit trail, staff accounts) ask the API, which alone
// decides who is staff: what it refuses to a member (403) or does not have (404) is the page's 404,
// so a member never learns that a console page exists.
import { dataOf, type ApiResult } from '~/lib/api.server';

export function staffData<T>(result: ApiResult<T>): T {
  if (!result.ok && (result.status === 403 || result.status === 404)) throw new Response(null, { status: 404 });
  return dataOf(result);
}
