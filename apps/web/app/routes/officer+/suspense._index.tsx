// /officer/suspense: channel payments with a reference that is not ours, newest first, paged; each
// in suspense opens its assignment form (suspense.$id.tsx), one waiting or done says where it goes.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { SuspenseStateBadge } from '~/features/console/SuspenseState';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('consoleMoney.suspenseTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  return api.json({ page: dataOf(await api.get('/officer/suspense', { query: listQuery(new URL(request.url), []) })) });
}

export default function Suspense() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('consoleMoney.suspenseTitle')}</h1>
      <p>{t('consoleMoney.suspenseIntro')}</p>
      <PagedTable
        caption={t('consoleMoney.suspenseCaption')}
        rows={page.payments}
        rowKey={(p) => p.id}
        nextCursor={page.nextCursor}
        columns={[
          { key: 'paid', header: t('consoleMoney.colPaidAt'), cell: (p) => formatDateTime(p.paidAt, lang) },
          { key: 'channel', header: t('consoleMoney.colChannel'), cell: (p) => p.channel },
          { key: 'reference', header: t('console.colReference'), cell: (p) => p.reference },
          { key: 'transaction', header: t('consoleMoney.colTransaction'), cell: (p) => p.transactionId },
          { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (p) => p.amountText },
          { key: 'state', header: t('console.colStatus'), cell: (p) => <SuspenseStateBadge payment={p} /> },
          {
            key: 'assign',
            header: t('console.colWhat'),
            cell: (p) => (p.state === 'OPEN' ? <Link to={`/officer/suspense/${p.id}`}>{t('consoleMoney.assignLink', { receipt: p.receiptNumber })}</Link> : '—'),
          },
        ]}
      />
    </>
  );
}
