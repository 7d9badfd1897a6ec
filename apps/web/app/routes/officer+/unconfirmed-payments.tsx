// /officer/unconfirmed-payments: the payments a provider's callback announced that the provider did
// not confirm when asked back (nothing was credited), the open ones or the resolved, found by
// payment id or reference, a page at a time; each open one has a plain form to mark it resolved
// with what staff found (audited by the API). Works without JavaScript.
import { formatCentavos, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { ResolveWithNote } from '~/features/console/ResolveWithNote';
import { PagedTable } from '~/features/console/PagedTable';
import { isFiltered, listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, refusedStatus, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('books.unconfirmedTitle') }];

const FILTERS = ['state', 'q'] as const;
const amount = (centavos: number | null) => (centavos === null ? '—' : formatCentavos(centavos));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const res = await api.get('/officer/reconciliation/unconfirmed-payments', { query: listQuery(url, FILTERS) });
  if (!res.ok) throw unavailable(res);
  // The open ones are the list's own state: only a search or the resolved ones make an empty list "nothing matches".
  return api.json({ ...res.data, filtered: isFiltered(url, ['q']) || url.searchParams.get('state') === 'RESOLVED' });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const form = await readVerifiedForm(request);
  const payment = String(form.get('payment') ?? '');
  const note = String(form.get('note') ?? '');
  const result = await api.post('/officer/reconciliation/unconfirmed-payments/{id}/resolve', { note }, { params: { id: payment } });
  if (!result.ok) {
    const split = splitApiErrors(result, ['note']);
    return api.json({ ...formRefusal({ errors: split.errors, formError: split.formError, values: { note } }), payment }, { status: refusedStatus(result.status) });
  }
  return api.redirect('/officer/unconfirmed-payments', { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'books.unconfirmedMarked')))] });
}

export default function UnconfirmedPayments() {
  const { payments, nextCursor, filtered } = useLoaderData<typeof loader>();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { payment?: string }) | undefined;
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <p>
        <Link to="/officer/reconciliation">{t('books.reconBack')}</Link>
      </p>
      <h1>{t('books.unconfirmedTitle')}</h1>
      <p>{t('books.unconfirmedIntro')}</p>
      <FilterForm
        fields={[
          { name: 'q', label: t('books.unconfirmedSearch'), type: 'search', maxLength: 64 },
          {
            name: 'state',
            label: t('books.unconfirmedState'),
            type: 'select',
            options: [
              { value: 'OPEN', label: t('books.unconfirmedOpen') },
              { value: 'RESOLVED', label: t('books.unconfirmedResolved') },
            ],
          },
        ]}
      />
      <PagedTable
        caption={t('books.unconfirmedCaption')}
        rows={payments}
        rowKey={(p) => p.id}
        nextCursor={nextCursor}
        filtered={filtered}
        empty={t('books.unconfirmedEmpty')}
        columns={[
          { key: 'received', header: t('books.unconfirmedReceived'), cell: (p) => formatDateTime(p.createdAt, lang) },
          { key: 'payment', header: t('books.unconfirmedPayment'), cell: (p) => `${p.provider} ${p.paymentId}` },
          { key: 'reference', header: t('console.colReference'), cell: (p) => p.reference ?? '—' },
          { key: 'why', header: t('books.unconfirmedWhy'), cell: (p) => t(`books.unconfirmedWhy${p.reason}`) },
          { key: 'claimed', header: t('books.unconfirmedClaimed'), cell: (p) => amount(p.claimedAmount), numeric: true },
          { key: 'confirmed', header: t('books.unconfirmedConfirmed'), cell: (p) => `${amount(p.confirmedAmount)}${p.confirmedStatus ? ` ${p.confirmedStatus}` : ''}`, numeric: true },
          {
            key: 'resolution',
            header: t('books.reconResolution'),
            cell: (p) =>
              p.resolvedAt ? (
                `${p.resolution} (${formatDateTime(p.resolvedAt, lang)})`
              ) : (
                <ResolveWithNote
                  field="payment"
                  id={p.id}
                  subject={p.paymentId}
                  refused={answer?.payment === p.id ? { note: answer.values.note ?? '', error: answer.errors.note ?? answer.formError } : null}
                />
              ),
          },
        ]}
      />
    </>
  );
}
