// /officer/search?q=: a member by name, phone, e-mail, loan number or payment reference (GET
// /officer/search), newest account first, paged. Without `q` the page shows the search form alone.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.search') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const query = listQuery(new URL(request.url), ['q']);
  if (!query.q) return api.json({ page: null, error: null });
  const result = await api.get('/officer/search', { query: query as { q: string } });
  // A refused search (too long) says why above the form; anything else is the error page.
  if (!result.ok && result.status === 400) return api.json({ page: null, error: result.errors.q ?? result.message }, { status: 400 });
  return api.json({ page: dataOf(result), error: null });
}

export default function Search() {
  const { page, error } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('console.search')}</h1>
      <FilterForm fields={[{ name: 'q', label: t('console.searchAnyLabel'), type: 'search' }]} />
      {error ? (
        <p className="hl-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {page ? (
        <PagedTable
          caption={t('console.search')}
          rows={page.members}
          rowKey={(m) => m.id}
          nextCursor={page.nextCursor}
          filtered
          columns={[
            { key: 'name', header: t('console.colName'), cell: (m) => <Link to={m.path}>{m.fullName}</Link> },
            { key: 'phone', header: t('console.colPhone'), cell: (m) => m.phoneNumber },
            { key: 'email', header: t('console.colEmail'), cell: (m) => m.email },
          ]}
        />
      ) : null}
    </>
  );
}
