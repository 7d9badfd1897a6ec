// /officer/payments: the payments received through a channel and recorded by staff, across loans
// (GET /officer/payments without a loan number), newest first, paged; `q` finds a loan number, a
// receipt number or the channel's reference. Each opens its loan, where a reversal is asked for.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { PAYMENT_STATE_TONE } from '~/features/console/LoanPayments';
import { StatusBadge } from '~/features/console/StatusBadge';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('consoleMoney.recordedTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const query = listQuery(new URL(request.url), ['q']);
  const result = await api.get('/officer/payments', { query });
  // A refused search (too long) says why above the list; anything else is the error page.
  if (!result.ok && result.status === 400) return api.json({ page: null, error: result.errors.q ?? result.message, filtered: true }, { status: 400 });
  return api.json({ page: dataOf(result), error: null, filtered: !!query.q });
}

export default function RecordedPayments() {
  const { page, error, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('consoleMoney.recordedTitle')}</h1>
      <p>{t('consoleMoney.recordedIntro')}</p>
      <p>
        <Link to="/officer/payments/new">{t('consoleMoney.recordLink')}</Link>
      </p>
      <FilterForm fields={[{ name: 'q', label: t('consoleMoney.recordedSearch'), type: 'search', maxLength: 100 }]} />
      {error ? (
        <p className="hl-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {page ? (
        <PagedTable
          caption={t('consoleMoney.recordedCaption')}
          rows={page.payments}
          rowKey={(p) => p.id}
          nextCursor={page.nextCursor}
          filtered={filtered}
          empty={t('consoleMoney.noRecorded')}
          columns={[
            { key: 'paid', header: t('consoleMoney.colPaidAt'), cell: (p) => formatDateTime(p.paidAt, lang) },
            { key: 'loan', header: t('console.colLoan'), cell: (p) => <Link to={`/officer/loans/${p.loanNumber}`}>{p.loanNumber}</Link> },
            { key: 'receipt', header: t('consoleMoney.colReceipt'), cell: (p) => p.receiptNumber ?? '—' },
            { key: 'channel', header: t('consoleMoney.colChannel'), cell: (p) => p.channel ?? '—' },
            { key: 'reference', header: t('console.colReference'), cell: (p) => p.externalRef ?? '—' },
            { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (p) => p.amountText },
            { key: 'state', header: t('console.colStatus'), cell: (p) => <StatusBadge tone={PAYMENT_STATE_TONE[p.state]}>{t(`consoleMoney.paymentStates.${p.state}`)}</StatusBadge> },
          ]}
        />
      ) : null}
    </>
  );
}
