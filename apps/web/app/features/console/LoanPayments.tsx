// A loan's payments on /officer/loans/:loanNumber, newest first, each with its reversal: none, one
// waiting for a second officer, or done. `?reverse=<payment>` opens the form that asks for a
// reversal (a reason and a confirmation); the four-eyes check happens at /officer/approvals.
import type { Schemas } from '@halimbawa/api-client';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import type { FormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';
import { Field, FormError } from './Field';
import { PagedTable } from './PagedTable';
import { StatusBadge, type BadgeTone } from './StatusBadge';

type Payment = Schemas['OfficerPaymentDto'];
/** Each payment state's badge tone, wherever staff read payments. */
export const PAYMENT_STATE_TONE: Record<Payment['state'], BadgeTone> = { RECORDED: 'neutral', REVERSAL_WAITING: 'warning', REVERSED: 'danger' };

/** The address that opens the reversal form of a payment, keeping the list's page. */
export function reverseHref(pathname: string, search: string, paymentId: string): string {
  const params = new URLSearchParams(search);
  params.set('reverse', paymentId);
  return `${pathname}?${params.toString()}#reverse`;
}

export function LoanPayments({
  loanNumber,
  payments,
  nextCursor,
  reversing,
  refusal,
  here,
}: {
  loanNumber: string;
  payments: Payment[];
  nextCursor: string | null;
  /** The payment whose reversal form is open. */
  reversing: Payment | null;
  refusal: FormRefusal | undefined;
  /** This page's address with its query, for the links and the form. */
  here: { pathname: string; search: string };
}) {
  const t = useT();
  const lang = useLanguage();
  const receipt = (p: Payment) => p.receiptNumber ?? p.amountText;
  const withoutReverse = new URLSearchParams(here.search);
  withoutReverse.delete('reverse');
  const rest = withoutReverse.toString();
  const back = rest ? `${here.pathname}?${rest}` : here.pathname;
  return (
    <section aria-labelledby="payments">
      <h2 id="payments">{t('consoleMoney.paymentsTitle')}</h2>
      <PagedTable
        caption={t('consoleMoney.paymentsCaption', { loanNumber })}
        rows={payments}
        rowKey={(p) => p.id}
        nextCursor={nextCursor}
        empty={t('consoleMoney.noPayments')}
        columns={[
          { key: 'paid', header: t('consoleMoney.colPaidAt'), cell: (p) => formatDateTime(p.paidAt, lang) },
          { key: 'receipt', header: t('consoleMoney.colReceipt'), cell: (p) => p.receiptNumber ?? '—' },
          { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (p) => p.amountText },
          { key: 'how', header: t('consoleMoney.colHow'), cell: (p) => (p.source === 'WALLET' ? t('consoleMoney.fromWallet') : (p.channel ?? '—')) },
          {
            key: 'state',
            header: t('console.colStatus'),
            cell: (p) => (
              <span data-testid={`payment-state-${p.id}`}>
                <StatusBadge tone={PAYMENT_STATE_TONE[p.state]}>{t(`consoleMoney.paymentStates.${p.state}`)}</StatusBadge>
              </span>
            ),
          },
          {
            key: 'reverse',
            header: t('console.colWhat'),
            cell: (p) => (p.state === 'RECORDED' && !p.paidOff ? <Link to={reverseHref(here.pathname, here.search, p.id)}>{t('consoleMoney.reverseLink', { receipt: receipt(p) })}</Link> : '—'),
          },
        ]}
      />
      {reversing ? (
        <div className="hl-console-card" id="reverse">
          <h3>{t('consoleMoney.reverseTitle', { receipt: receipt(reversing) })}</h3>
          <p>{t('consoleMoney.reverseIntro')}</p>
          <Form method="post" action={`${here.pathname}${here.search}`} className="hl-console-form" aria-label={t('consoleMoney.reverseTitle', { receipt: receipt(reversing) })}>
            <CsrfInput />
            <input type="hidden" name="intent" value="reverse" />
            <input type="hidden" name="paymentId" value={reversing.id} />
            <FormError message={refusal?.formError} />
            <Field id="reverse-reason" label={t('consoleMoney.reverseReason')} error={refusal?.errors.reason}>
              {(p) => <textarea {...p} name="reason" maxLength={500} required defaultValue={refusal?.values.reason ?? ''} />}
            </Field>
            <div className="hl-filter">
              <label>
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  defaultChecked={refusal?.values.confirm === 'yes'}
                  aria-invalid={refusal?.errors.confirm ? true : undefined}
                  aria-describedby={refusal?.errors.confirm ? 'reverse-confirm-error' : undefined}
                />{' '}
                {t('consoleMoney.reverseConfirm')}
              </label>
              {refusal?.errors.confirm ? (
                <p id="reverse-confirm-error" className="hl-field-error">
                  {refusal.errors.confirm}
                </p>
              ) : null}
            </div>
            <div className="hl-filter-actions">
              <button type="submit" className="hl-pill" data-testid="reverse-submit">
                {t('consoleMoney.reverseButton')}
              </button>
              <Link to={back}>{t('consoleMoney.cancel')}</Link>
            </div>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
