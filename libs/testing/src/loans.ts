import { bearer, type ApiClient } from './api-client';
import { newestSmsCode, type OutboxMessage } from './outbox';

/** The newest 6-digit code the dev outbox holds for `e164` (outside production only). */
export async function outboxCode(api: ApiClient, e164: string): Promise<string> {
  const outbox = await api.call<OutboxMessage[]>('GET', `/dev/outbox?to=${encodeURIComponent(e164)}`);
  const code = newestSmsCode(outbox);
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/**
 * The signed-loan fixture: the member (activated, KYC verified) applies for `amount` PHP over 6
 * months, `officerToken`'s officer approves, and the member signs with the SMS code. Answers the
 * loan number; the loan is CONTRACT_SIGNED, waiting for the disbursement job.
 */
export async function signedLoan(api: ApiClient, member: { accessToken: string; e164: string }, officerToken: string, amount = '150000'): Promise<string> {
  const headers = bearer(member.accessToken);
  const applied = await api.ok(api.typed.POST('/loan/applynew', { headers, body: { amount, currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true } }), 201);
  const loan = { params: { path: { loanNumber: applied.loan.loanNumber } } };
  await api.ok(api.typed.POST('/officer/loans/{loanNumber}/approve', { ...loan, headers: bearer(officerToken), body: {} }), 200);
  await api.ok(api.typed.POST('/loan/{loanNumber}/sign/start', { ...loan, headers }), 202);
  await api.ok(api.typed.POST('/loan/{loanNumber}/sign/finish', { ...loan, headers, body: { code: await outboxCode(api, member.e164) } }), 200);
  return applied.loan.loanNumber;
}

/**
 * The disbursed-loan fixture: a signed loan (signedLoan), then the loan jobs run
 * (POST /dev/jobs/run) until the loan is DISBURSED: at once when DISBURSE_DELAY_S is 0, else after
 * that delay (at most `waitMs`). Answers the loan number; the wallet holds the amount.
 */
export async function disbursedLoan(
  api: ApiClient,
  member: { accessToken: string; e164: string },
  officerToken: string,
  opts: { amount?: string; waitMs?: number } = {},
): Promise<string> {
  const loanNumber = await signedLoan(api, member, officerToken, opts.amount);
  const until = Date.now() + (opts.waitMs ?? 20_000);
  for (;;) {
    await api.call('POST', '/dev/jobs/run', { body: { job: 'disbursement' }, expect: 200 });
    const wallet = await api.ok(api.typed.GET('/wallet', { headers: bearer(member.accessToken) }), 200);
    if (wallet.balance > 0) return loanNumber;
    if (Date.now() > until) throw new Error(`loan ${loanNumber} was not disbursed in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
