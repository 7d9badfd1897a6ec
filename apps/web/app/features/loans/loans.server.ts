// Server side of loans on the web (issue 4): reading the member's current loan, the currencies,
// the wallet, the disclosure and the signed contracts from the API, what /dash and /wallet show
// about loans, and passing the API's PDFs through to the browser (the browser never sees a token).
import type { LoanSettings } from '@halimbawa/domain';
import type { ApiClient } from '~/lib/api.server';
import { getSite } from '~/lib/api.server';
import {
  PHP_CURRENCY,
  applicationValuesOf,
  computeApplication,
  isLiveLoan,
  type ApplicationState,
  type ContractItem,
  type CurrencyOption,
  type DisclosureView,
  type LoanView,
  type WalletView,
} from '~/lib/loans';

function unavailable(status: number, message: string): Response {
  return new Response(message, {
    status: status === 0 || status >= 500 ? 503 : status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** GET /availablecurrency (public): PHP first. When the API cannot say, PHP alone. */
export async function loadCurrencies(api: ApiClient): Promise<CurrencyOption[]> {
  const r = await api.get<CurrencyOption[]>('/availablecurrency', { auth: false });
  if (!r.ok || !Array.isArray(r.data) || r.data.length === 0) return [PHP_CURRENCY];
  const list = r.data.filter((c) => c && typeof c.currencyCode === 'string' && typeof c.rate === 'string');
  return list.some((c) => c.currencyCode === 'PHP') ? list : [PHP_CURRENCY, ...list];
}

/** POST /loan/phonenumber: the member's latest loan, or null. A failure becomes an error page. */
export async function loadCurrentLoan(api: ApiClient): Promise<LoanView | null> {
  const r = await api.post<{ loan: LoanView | null }>('/loan/phonenumber', {});
  if (!r.ok) throw unavailable(r.status, r.message);
  return r.data?.loan ?? null;
}

/** GET /wallet: the available balance and holds, from the ledger. */
export async function loadWallet(api: ApiClient): Promise<WalletView> {
  const r = await api.get<WalletView>('/wallet');
  if (!r.ok) throw unavailable(r.status, r.message);
  return r.data;
}

/** GET /loan/:loanNumber/disclosure (JSON). */
export async function loadDisclosure(api: ApiClient, loanNumber: string): Promise<DisclosureView> {
  const r = await api.get<DisclosureView>(`/loan/${encodeURIComponent(loanNumber)}/disclosure?format=json`);
  if (!r.ok) throw unavailable(r.status, r.message);
  return r.data;
}

/** GET /loan/contracts: the member's signed contracts, and the message when there was never a loan. */
export async function loadContracts(api: ApiClient): Promise<{ contracts: ContractItem[]; message: string | null }> {
  const r = await api.get<{ contracts: ContractItem[]; message: string | null }>('/loan/contracts');
  if (!r.ok) throw unavailable(r.status, r.message);
  return { contracts: r.data?.contracts ?? [], message: r.data?.message ?? null };
}

// ---- What /dash shows ----

export interface ApplicationFormData {
  settings: LoanSettings;
  currencies: CurrencyOption[];
  /** The form as the URL's query left it (or the defaults). */
  initial: ApplicationState;
  /** The member tried to continue: show the problems beside the fields. */
  check: boolean;
  /** A loan that is not closed: no second application ('You already have a loan!'). */
  liveLoan: { loanNumber: string; statement: string } | null;
}

export interface LoanPanel {
  /** The latest loan (its status card), or null. */
  loan: LoanView | null;
  /** The application form (activated members only), or null. */
  application: ApplicationFormData | null;
}

/**
 * Everything /dash shows about loans: the latest loan and, for an activated member, the
 * application form computed from the URL's query (`amount`, `currency`, `installmentCount`,
 * `agree`, and `check=1` after a refused Continue), so it works without JavaScript.
 */
export async function loadLoanPanel(api: ApiClient, request: Request, activated: boolean): Promise<LoanPanel> {
  const [loan, site, currencies] = await Promise.all([
    loadCurrentLoan(api),
    activated ? getSite() : null,
    activated ? loadCurrencies(api) : null,
  ]);
  if (!activated || !site || !currencies) return { loan, application: null };
  const params = new URL(request.url).searchParams;
  const values = applicationValuesOf(params);
  const initial = computeApplication(values, site.loan, currencies);
  return {
    loan,
    application: {
      settings: site.loan,
      currencies,
      initial,
      check: params.get('check') === '1',
      liveLoan: loan && isLiveLoan(loan) ? { loanNumber: loan.loanNumber, statement: loan.statusCard.statement } : null,
    },
  };
}

/** What /wallet shows: the wallet and the latest loan. */
export async function loadWalletPanel(api: ApiClient): Promise<{ wallet: WalletView; loan: LoanView | null }> {
  const [wallet, loan] = await Promise.all([loadWallet(api), loadCurrentLoan(api)]);
  return { wallet, loan };
}

// ---- PDFs ----

/** A PDF of the API (the disclosure or the signed contract), as the raw response. */
export function fetchLoanPdf(api: ApiClient, path: string): Promise<Response | null> {
  return api.binary(path, 'application/pdf');
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

async function messageOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Streams a PDF of the API to the browser: `inline` (to read) or `attachment` (to download), with
 * the API's SHA-256 header when it sends one. The API's 404 ('Loan not found.', 'Contract not
 * found.') becomes the same 404 here.
 */
export async function passPdf(api: ApiClient, path: string, disposition: 'inline' | 'attachment', filename: string): Promise<Response> {
  const res = await fetchLoanPdf(api, path);
  if (!res) return plain(503, 'No Server Response');
  const type = (res.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (!res.ok || type !== 'application/pdf' || !res.body) {
    const message = !res.ok ? await messageOf(res) : null;
    if (res.ok) await res.body?.cancel();
    if (!res.ok && res.status < 500) return plain(res.status === 401 || res.status === 403 ? 404 : res.status, message ?? 'Not found.');
    return plain(res.ok ? 502 : 503, 'The document could not be loaded. Please try again in a moment.');
  }
  const headers = await api.headers();
  headers.set('Content-Type', 'application/pdf');
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Content-Disposition', `${disposition}; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  const sha = res.headers.get('X-Content-SHA256');
  if (sha && /^[0-9a-f]{64}$/i.test(sha)) headers.set('X-Content-SHA256', sha);
  const length = res.headers.get('Content-Length');
  if (length && /^[0-9]+$/.test(length)) headers.set('Content-Length', length);
  return new Response(res.body, { status: 200, headers });
}
