// /compliance/members (docs/aml.md): find a member by name or phone number, to open their page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { requireCompliance } from '~/features/console/staff.server';
import { FormError } from '~/features/console/Field';
import type { ResponseOf } from '~/lib/api/contract';
import { metaT, useT } from '~/lib/language';
import { unavailable } from '~/lib/api.server';

type Member = ResponseOf<'/compliance/members', 'get'>['members'][number];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.members') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (q === '') return api.json({ members: [] as Member[], searched: false, error: null });
  const res = await api.get('/compliance/members', { query: { q } });
  if (!res.ok && res.status === 400) return api.json({ members: [] as Member[], searched: true, error: res.errors.q ?? res.message });
  if (!res.ok) throw unavailable(res);
  return api.json({ members: res.data.members, searched: true, error: null });
}

export default function ComplianceMembers() {
  const { members, searched, error } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('compliance.members')}</h1>
      <p>{t('compliance.membersIntro')}</p>
      <FilterForm fields={[{ name: 'q', label: t('compliance.search'), type: 'search', maxLength: 100 }]} />
      <FormError message={error ?? undefined} />
      {searched ? (
        <PagedTable
          caption={t('compliance.members')}
          rows={members}
          rowKey={(m) => m.id}
          nextCursor={null}
          filtered
          empty={t('compliance.noMembers')}
          columns={[
            { key: 'name', header: t('compliance.name'), cell: (m) => <Link to={`/compliance/members/${m.id}`}>{m.fullName}</Link> },
            { key: 'legal', header: t('compliance.legalName'), cell: (m) => m.legalName || '—' },
            { key: 'phone', header: t('compliance.phone'), cell: (m) => m.phoneNumber },
            { key: 'birth', header: t('compliance.birthDate'), cell: (m) => m.birthDate ?? '—' },
          ]}
        />
      ) : null}
    </>
  );
}
