// The member's credit limit and re-loan offer as the API gives them (GET /loan/offer, and with
// GET /member/dashboard for /dash; docs/credit-limits.md).
import type { ResponseOf } from '~/lib/api/contract';

export type CreditLimitView = ResponseOf<'/loan/offer', 'get'>;
