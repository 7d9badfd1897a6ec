// /officer/approvals: loan approvals waiting for a second officer (four eyes), newest first, paged;
// each opens its loan, where a different officer than its maker gives or refuses the check.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.approvalsTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const page = dataOf(await api.get('/officer/four-eyes', { query: { ...listQuery(new URL(request.url), []), kind: 'loan.approve' } }));
  return api.json({ page });
}

export default function Approvals() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const loanNumberOf = (payload: Record<string, unknown>) => (typeof payload.loanNumber === 'string' ? payload.loanNumber : '');
  return (
    <>
      <h1>{t('console.approvalsTitle')}</h1>
      <p>{t('console.approvalsIntro')}</p>
      <PagedTable
        caption={t('console.approvalsTitle')}
        rows={page.actions}
        rowKey={(a) => a.id}
        nextCursor={page.nextCursor}
        columns={[
          { key: 'loan', header: t('console.colLoan'), cell: (a) => <Link to={`/officer/loans/${loanNumberOf(a.payload)}`}>{loanNumberOf(a.payload)}</Link> },
          { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (a) => a.amountText ?? '—' },
          { key: 'made', header: t('console.colMadeAt'), cell: (a) => formatDateTime(a.madeAt, lang) },
          { key: 'what', header: t('console.colWhat'), cell: (a) => (a.mine ? t('console.yourOwn') : t('console.secondApprove')) },
        ]}
      />
    </>
  );
}
