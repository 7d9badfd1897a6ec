// /officer/collections: overdue loans by days-past-due bucket (docs/collections.md), every bucket's
// counts and amounts, then a page of loans filtered by bucket (a GET form), most days past due first.
import { formatCentavos } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MoneyTable } from '~/features/books/MoneyTable';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { isFiltered, listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('books.collectionsTitle') }];

const BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const res = await api.get('/officer/collections', { query: listQuery(url, ['bucket']) });
  if (!res.ok) throw unavailable(res);
  return api.json({ ...res.data, filtered: isFiltered(url, ['bucket']) });
}

export default function Collections() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('books.collectionsTitle')}</h1>
      <p>{t('books.collectionsIntro', { day: data.on })}</p>
      <MoneyTable
        testId="buckets"
        caption={t('books.bucket')}
        header={[t('books.bucket'), t('books.loans'), t('books.amountDue'), t('books.principal')]}
        rows={data.buckets.map((b) => [t('books.bucketDays', { bucket: b.bucket }), b.loans, { centavos: b.amountDue }, { centavos: b.principal }])}
      />
      <FilterForm fields={[{ name: 'bucket', label: t('books.bucket'), type: 'select', anyLabel: t('books.anyBucket'), options: BUCKETS.map((b) => ({ value: b, label: t('books.bucketDays', { bucket: b }) })) }]} />
      <PagedTable
        caption={t('books.overdueLoans')}
        rows={data.loans}
        rowKey={(l) => l.loanNumber}
        nextCursor={data.nextCursor}
        filtered={data.filtered}
        empty={t('books.noOverdue')}
        columns={[
          { key: 'loan', header: t('books.loanNumber'), cell: (l) => <Link to={`/officer/collections/${l.loanNumber}`}>{l.loanNumber}</Link> },
          { key: 'borrower', header: t('books.borrower'), cell: (l) => l.borrower },
          { key: 'bucket', header: t('books.bucket'), cell: (l) => l.bucket },
          { key: 'days', header: t('books.daysPastDue'), cell: (l) => l.daysPastDue, numeric: true },
          { key: 'oldest', header: t('books.oldestDue'), cell: (l) => l.oldestDue },
          { key: 'due', header: t('books.amountDue'), cell: (l) => formatCentavos(l.amountDue), numeric: true },
          { key: 'principal', header: t('books.principal'), cell: (l) => formatCentavos(l.principal), numeric: true },
        ]}
      />
    </>
  );
}
