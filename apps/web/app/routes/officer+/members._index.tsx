// /officer/members: members who submitted an ID, newest submission first, filtered by KYC status (the
// queue of KYC to review is ?kyc=PENDING) and searched by name or phone; paged.
import { KYC_STATUSES, type MessageKey } from '@halimbawa/domain';
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

const FILTERS = ['kyc', 'q'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.membersTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const page = dataOf(await api.get('/officer/members', { query: listQuery(url, FILTERS) }));
  return api.json({ page, filtered: isFiltered(url, FILTERS) });
}

export const KYC_TONE = { PENDING: 'info', VERIFIED: 'success', REJECTED: 'danger' } as const;

export default function Members() {
  const { page, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('console.membersTitle')}</h1>
      <FilterForm
        fields={[
          { name: 'q', label: t('console.searchLabel'), type: 'search' },
          { name: 'kyc', label: t('console.kycFilter'), type: 'select', options: KYC_STATUSES.map((s) => ({ value: s, label: t(`kycStatus.${s}.statement` as MessageKey) })) },
        ]}
      />
      <PagedTable
        caption={t('console.membersTitle')}
        rows={page.members}
        rowKey={(m) => m.id}
        nextCursor={page.nextCursor}
        filtered={filtered}
        columns={[
          { key: 'name', header: t('console.colName'), cell: (m) => <Link to={m.path}>{m.fullName}</Link> },
          { key: 'phone', header: t('console.colPhone'), cell: (m) => m.phoneNumber },
          { key: 'kyc', header: t('console.colKyc'), cell: (m) => <StatusBadge tone={KYC_TONE[m.kycStatus]}>{t(`kycStatus.${m.kycStatus}.statement` as MessageKey)}</StatusBadge> },
          { key: 'submitted', header: t('console.colSubmitted'), cell: (m) => formatDate(m.submittedAt, lang) },
        ]}
      />
    </>
  );
}
