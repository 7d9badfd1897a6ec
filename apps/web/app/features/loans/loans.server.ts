// Server side of loans on the web: reading the member's current loan, the currencies, the
// disclosure and the signed contracts from the API, and the application form /dash shows.
import { MAX_PAGE_SIZE, type LoanSettings } from '@halimbawa/domain';
import { dataOf, publicGet, type ApiClient } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { sharedCache } from '~/lib/shared-cache.server';
import { PHP_CURRENCY, applicationTexts, applicationValuesOf, computeApplication, type ApplicationFormData } from '~/features/loans/application';
import { isLiveLoan } from '~/features/loans/loan-status';
import type { ContractItem, CurrencyOption, DisclosureView, LoanView } from '~/lib/api/types';

// GET /availablecurrency, the same for every visitor: kept for 30 s (5 s after a failure).
const currencies = sharedCache<CurrencyOption[]>({
  load: async () => {
    // One page of the largest size holds every currency a loan can be in (a few dozen at most).
    const r = await publicGet('/availablecurrency', { query: { limit: String(MAX_PAGE_SIZE) } });
    if (!r.ok || !Array.isArray(r.data?.currencies) || r.data.currencies.length === 0) return { ok: false };
    const list = r.data.currencies.filter((c) => c && typeof c.currencyCode === 'string' && typeof c.rate === 'string');
    return { ok: true, value: list.some((c) => c.currencyCode === 'PHP') ? list : [PHP_CURRENCY, ...list] };
  },
  fallback: [PHP_CURRENCY],
  ttlMs: 30_000,
  retryMs: 5_000,
});

/** GET /availablecurrency (public): PHP first. When the API cannot say, PHP alone. */
export function loadCurrencies(): Promise<CurrencyOption[]> {
  return currencies.get();
}

/**
 * GET /loan/current: the member's latest loan (or null) and, while it awaits signing, until when
 * the signing code sent by SMS can be entered. A failure becomes an error page.
 */
export async function loadLoanAndSigningCode(api: ApiClient): Promise<{ loan: LoanView | null; signingCodeExpiresAt: string | null }> {
  const data = dataOf(await api.get('/loan/current'));
  return { loan: data.loan, signingCodeExpiresAt: data.signingCodeExpiresAt ?? null };
}

/** The member's latest loan, or null. */
export async function loadCurrentLoan(api: ApiClient): Promise<LoanView | null> {
  return (await loadLoanAndSigningCode(api)).loan;
}

/** GET /loan/:loanNumber/disclosure (JSON). */
export async function loadDisclosure(api: ApiClient, loanNumber: string): Promise<DisclosureView> {
  return dataOf(await api.get('/loan/{loanNumber}/disclosure', { params: { loanNumber }, query: { format: 'json' } }));
}

/** GET /loan/contracts: the member's signed contracts, and the message when there was never a loan. */
export async function loadContracts(api: ApiClient): Promise<{ contracts: ContractItem[]; message: string | null }> {
  const data = dataOf(await api.get('/loan/contracts'));
  return { contracts: data.contracts ?? [], message: data.message ?? null };
}

// ---- What /dash shows ----

/**
 * The application form on /dash for an activated member, computed from the URL's query (`amount`,
 * `currency`, `installmentCount`, `agree`, and `check=1` after a refused Continue), so it works
 * without JavaScript.
 */
export function applicationFormOf(request: Request, settings: LoanSettings, currencies: CurrencyOption[], loan: LoanView | null): ApplicationFormData {
  if (loan && isLiveLoan(loan)) return { liveLoan: { loanNumber: loan.loanNumber, statement: loan.statusCard.statement } };
  const params = new URL(request.url).searchParams;
  return {
    liveLoan: null,
    settings,
    currencies,
    initial: computeApplication(applicationValuesOf(params), settings, currencies, applicationTexts(requestLanguage(request))),
    check: params.get('check') === '1',
  };
}
