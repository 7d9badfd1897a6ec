// /officer/loans: every loan, newest first, filtered by status (the queue of loans to decide is
// ?status=PENDING_REVIEW) and searched by loan number or the member's name or phone; paged.
import { LOAN_STATUSES, type MessageKey } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { StatusBadge } from '~/features/console/StatusBadge';
import { isFiltered, listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

const FILTERS = ['status', 'q'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.loansTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const page = dataOf(await api.get('/officer/loans', { query: listQuery(url, FILTERS) }));
  return api.json({ page, filtered: isFiltered(url, FILTERS) });
}

export default function Loans() {
  const { page, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('console.loansTitle')}</h1>
      <FilterForm
        fields={[
          { name: 'q', label: t('console.searchLabel'), type: 'search' },
          { name: 'status', label: t('console.loanStatusFilter'), type: 'select', options: LOAN_STATUSES.map((s) => ({ value: s, label: t(`loanStatus.${s}.statement` as MessageKey) })) },
        ]}
      />
      <PagedTable
        caption={t('console.loansTitle')}
        rows={page.loans}
        rowKey={(l) => l.loanNumber}
        nextCursor={page.nextCursor}
        filtered={filtered}
        columns={[
          { key: 'loan', header: t('console.colLoan'), cell: (l) => <Link to={l.path}>{l.loanNumber}</Link> },
          { key: 'member', header: t('console.colMember'), cell: (l) => <Link to={`/officer/members/${l.memberId}`}>{l.memberName}</Link> },
          { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (l) => l.amountPhpText },
          { key: 'dsr', header: t('console.colDsr'), numeric: true, cell: (l) => l.prescreen.dsrText ?? '—' },
          { key: 'applied', header: t('console.colApplied'), cell: (l) => formatDate(l.appliedAt, lang) },
          { key: 'status', header: t('console.colStatus'), cell: (l) => <StatusBadge tone={l.status === 'PENDING_REVIEW' ? 'info' : 'neutral'}>{t(`loanStatus.${l.status}.statement` as MessageKey)}</StatusBadge> },
        ]}
      />
    </>
  );
}
